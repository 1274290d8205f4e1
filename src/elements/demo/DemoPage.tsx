import { Demo, type DemoProps } from './Demo';
import { Container } from '../../ui/Section';
import { Band } from './demo.styles';

/** <phx-demo> on a page of its own: the demo in the page's column. */
export const DemoSection = (props: DemoProps) => (
  <Band>
    <Container>
      <Demo {...props} />
    </Container>
  </Band>
);
