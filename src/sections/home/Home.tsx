import { home } from '../../content/home';
import { products } from '../../content/products';
import { useHost } from '../../elements/host';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { imageSize, images, productImages } from '../../ui/images';
import { Container, Lead, PageSection } from '../../ui/Section';
import {
  Actions, CardTitle, Checklist, Closing, Eyebrow, Footer, Grid, Hero, HeroGrid, HeroTitle, IconBadge, Muted, Price,
  ProductImage,
} from './home.styles';

/** The home page: hero, four reasons, a teaser of the three products, benefits, and a closing call to action. */
export function Home() {
  const host = useHost();
  return (
    <>
      <Hero aria-labelledby="phx-home-title">
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>{home.hero.eyebrow}</Eyebrow>
              <HeroTitle>
                <Heading id="phx-home-title">{home.hero.title}</Heading>
              </HeroTitle>
              <Lead>{home.hero.text}</Lead>
              <Actions>
                <ButtonLink to="/contact" cta="schedule-consultation">
                  {home.hero.primary}
                </ButtonLink>
                <Button tone="secondary" onClick={() => host.emit('phx-cta', { cta: 'watch-demo' })}>
                  <Icon name="play" size={18} />
                  {home.hero.secondary}
                </Button>
              </Actions>
            </div>
            <img
              src={images.heroHand}
              alt={home.hero.imageAlt}
              width={imageSize.hero.width}
              height={imageSize.hero.height}
              fetchPriority="high"
            />
          </HeroGrid>
        </Container>
      </Hero>

      <PageSection title={home.featuresTitle} tint="alt">
        <Grid>
          {home.features.map((feature) => (
            <li key={feature.title}>
              <Card>
                <IconBadge>
                  <Icon name={feature.icon} />
                </IconBadge>
                <CardTitle>
                  <Heading rank={2}>{feature.title}</Heading>
                </CardTitle>
                <Muted>{feature.text}</Muted>
              </Card>
            </li>
          ))}
        </Grid>
      </PageSection>

      <PageSection title={home.productsTitle} intro={home.productsText}>
        <Grid min="260px">
          {products.map((product) => (
            <li key={product.id}>
              <Card>
                <ProductImage
                  src={productImages[product.id]}
                  alt={product.imageAlt}
                  width={imageSize.product.width}
                  height={imageSize.product.height}
                  loading="lazy"
                />
                <CardTitle>
                  <Heading rank={2}>{product.name}</Heading>
                </CardTitle>
                <Muted>{product.summary}</Muted>
                <Price>{product.price}</Price>
              </Card>
            </li>
          ))}
        </Grid>
        <Footer>
          <ButtonLink to="/products" tone="secondary" cta="view-all-products">
            {home.viewAllProducts}
          </ButtonLink>
        </Footer>
      </PageSection>

      <PageSection title={home.benefitsTitle} tint="alt">
        <Checklist>
          {home.benefits.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" />
              <span>{benefit}</span>
            </li>
          ))}
        </Checklist>
        <Footer>
          <ButtonLink to="/about" tone="secondary">
            {home.benefitsLink}
          </ButtonLink>
        </Footer>
      </PageSection>

      <PageSection title={home.closing.title} tint="inverse">
        <Closing>
          <Lead>{home.closing.text}</Lead>
          <Actions>
            <ButtonLink to="/contact" tone="inverse" cta="closing-consultation">
              {home.closing.action}
            </ButtonLink>
          </Actions>
        </Closing>
      </PageSection>
    </>
  );
}
