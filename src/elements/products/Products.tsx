import { consultationPath, contactPath } from '../../content/site-map';
import { productById, productIds, type ProductId, specIds } from '../../content/products';
import { ProductArt } from '../../ui/Artwork';
import { ButtonLink, NamedButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as icons from './icons';
import { useLocale } from '../../ui/locale';
import { Lead, PageSection } from '../../ui/Section';
import { useDemoDialog } from '../demo/DemoDialog';
import { Button } from '../../ui/Button';
import { featureText, figureText } from '../../ui/figures';
import { Actions, Body, Closing, Details, Features, List, Price, Specs, Subheading } from './products.styles';

type ProductsLayout = 'list' | 'grid';

export interface ProductsProps {
  /** Which products to show, in this order; all of them by default. */
  product?: readonly ProductId[];
  /** One product after another (list), or side by side (grid). */
  layout?: ProductsLayout;
  /** A partner clinic's page: the consultation links lead to a request form bound to this clinic. */
  clinic?: string;
}

/** The products page: each chosen product with its artwork, price, description, key features and specifications. */
export function Products({ product = productIds, layout = 'list', clinic }: ProductsProps) {
  const locale = useLocale();
  const demo = useDemoDialog();
  const { text } = locale;
  const t = text.products;
  return (
    <>
      <PageSection title={t.title} intro={t.intro} rank={0}>
        <List $layout={layout}>
          {product.map(productById).map((item) => (
            <li key={item.id}>
              <Card aria-labelledby={`phx-product-${item.id}`}>
                <Body $layout={layout}>
                  <ProductArt id={item.id} alt={t.items[item.id].imageAlt} />
                  <Details>
                    <Heading rank={1} id={`phx-product-${item.id}`}>
                      {item.name}
                    </Heading>
                    <Price>{figureText(item, 'price', locale)}</Price>
                    <p>{t.items[item.id].description}</p>
                    <Features>
                      <Subheading>
                        <Heading rank={2}>{t.keyFeatures}</Heading>
                      </Subheading>
                      <ul>
                        {item.features.map((feature) => (
                          <li key={feature}>
                            <Icon icon={icons.check} size={1.25} />
                            <span>{featureText(item, feature, locale)}</span>
                          </li>
                        ))}
                      </ul>
                    </Features>
                    <div>
                      <Subheading>
                        <Heading rank={2}>{t.specifications}</Heading>
                      </Subheading>
                      <Specs>
                        {specIds.map((spec) => {
                          const value = figureText(item, spec, locale);
                          return (
                            value && (
                              <div key={spec}>
                                <dt>{t.specs[spec]}</dt>
                                <dd>{value}</dd>
                              </div>
                            )
                          );
                        })}
                      </Specs>
                    </div>
                    <Actions>
                      <NamedButtonLink
                        to={consultationPath(item.id, clinic)}
                        cta={`request-consultation:${item.id}`}
                        label={t.requestConsultation}
                        name={item.name}
                      />
                      <Button
                        tone="secondary"
                        aria-label={`${t.seeGrips}: ${item.name}`}
                        {...demo.opener(`see-grips:${item.id}`, { product: item.id })}
                      >
                        {t.seeGrips}
                      </Button>
                    </Actions>
                  </Details>
                </Body>
              </Card>
            </li>
          ))}
        </List>
      </PageSection>
      <PageSection title={t.closingTitle} tint="alt">
        <Lead>{t.closingText}</Lead>
        <Closing>
          <ButtonLink
            to={clinic ? consultationPath(undefined, clinic) : contactPath}
            cta="products-closing-consultation"
          >
            {t.closingAction}
          </ButtonLink>
          <ButtonLink to="/compare" tone="secondary" cta="compare-the-hands">
            {t.compareLink}
          </ButtonLink>
        </Closing>
      </PageSection>
      {demo.dialog}
    </>
  );
}
