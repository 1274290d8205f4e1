import HeroHand from '../../assets/hero-hand.svg?react';
import { fill } from '../../content/fill';
import { after } from '../../content/i18n/arabic';
import type { Format } from '../../content/i18n/format';
import { contactPath } from '../../content/site-map';
import { productById, products } from '../../content/products';
import { ProductArt } from '../../ui/Artwork';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import type { IconPath } from '../../ui/icons';
import * as icons from './icons';
import { useLocale } from '../../ui/locale';
import { Container, Lead, PageSection } from '../../ui/Section';
import { useDemoDialog } from '../demo/DemoDialog';
import {
  Actions,
  CardTitle,
  Checklist,
  Closing,
  Eyebrow,
  Footer,
  Grid,
  Hero,
  HeroArt,
  HeroGrid,
  HeroTitle,
  IconBadge,
  Muted,
  Price,
  ProductImage,
} from './home.styles';

const featureIcons: Record<'technology' | 'durable' | 'fit' | 'funding', IconPath> = {
  technology: icons.chip,
  durable: icons.shield,
  fit: icons.fit,
  funding: icons.check,
};

/** The flagship, whose battery life the marketing copy quotes. */
const flagship = productById('neural-pro-x1');
const longestWarranty = Math.max(...products.map((p) => p.figures.warranty));
const longestBattery = Math.max(...products.map((p) => p.figures.battery));

/**
 * Hours or years where the texts put them, after "up to": in Arabic after "حتى", where a dual takes its genitive form
 * ("ساعتين"); elsewhere as the language writes the duration ("16 hours").
 */
const upTo = (format: Format, value: number, unit: 'hour' | 'year') =>
  format.lang === 'ar' ? after(format, value, unit) : unit === 'hour' ? format.hours(value) : format.years(value);

/** The home page: hero, four reasons, a teaser of the products, benefits, and a closing call to action. */
export function Home() {
  const demo = useDemoDialog();
  const { text, format } = useLocale();
  const t = text.home;
  // The texts hold placeholders where the hands' figures go (content/pages/home.<lang>.md).
  const heroText = fill(t.hero.text, {
    batteryHours: upTo(format, flagship.figures.battery, 'hour'),
    product: flagship.name,
  });
  const durableText = fill(t.features.durable.text, {
    batteryHours: upTo(format, longestBattery, 'hour'),
    warrantyYears: upTo(format, longestWarranty, 'year'),
  });
  return (
    <>
      <Hero aria-labelledby="phx-home-title">
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>{t.hero.eyebrow}</Eyebrow>
              <HeroTitle>
                <Heading id="phx-home-title">{t.hero.title}</Heading>
              </HeroTitle>
              <Lead>{heroText}</Lead>
              <Actions>
                <ButtonLink to={contactPath} cta="schedule-consultation">
                  {t.hero.primary}
                </ButtonLink>
                <Button tone="secondary" {...demo.opener('watch-demo')}>
                  <Icon icon={icons.play} size={1.125} />
                  {t.hero.secondary}
                </Button>
              </Actions>
            </div>
            <HeroArt>
              <HeroHand role="img" aria-label={t.hero.imageAlt} focusable="false" part="artwork" />
            </HeroArt>
          </HeroGrid>
        </Container>
      </Hero>

      <PageSection title={t.featuresTitle} tint="alt">
        <Grid>
          {(Object.keys(featureIcons) as (keyof typeof featureIcons)[]).map((key) => (
            <li key={key}>
              <Card>
                <IconBadge>
                  <Icon icon={featureIcons[key]} />
                </IconBadge>
                <CardTitle>
                  <Heading rank={2}>{t.features[key].title}</Heading>
                </CardTitle>
                <Muted>{key === 'durable' ? durableText : t.features[key].text}</Muted>
              </Card>
            </li>
          ))}
        </Grid>
      </PageSection>

      <PageSection title={t.productsTitle} intro={t.productsText}>
        <Grid $min="16.25em">
          {products.map((product) => (
            <li key={product.id}>
              <Card>
                <ProductImage>
                  <ProductArt id={product.id} alt={text.products.items[product.id].imageAlt} />
                </ProductImage>
                <CardTitle>
                  <Heading rank={2}>{product.name}</Heading>
                </CardTitle>
                <Muted>{text.products.items[product.id].summary}</Muted>
                <Price>{text.products.price({ usd: product.figures.price })}</Price>
              </Card>
            </li>
          ))}
        </Grid>
        <Footer>
          <ButtonLink to="/products" tone="secondary" cta="view-all-products">
            {t.viewAllProducts}
          </ButtonLink>
        </Footer>
      </PageSection>

      <PageSection title={t.benefitsTitle} tint="alt">
        <Checklist>
          {t.benefits.map((benefit) => (
            <li key={benefit}>
              <Icon icon={icons.check} />
              <span>{benefit}</span>
            </li>
          ))}
        </Checklist>
        <Footer>
          <ButtonLink to="/funding" tone="secondary" cta="benefits-funding">
            {t.benefitsFundingLink}
          </ButtonLink>
          <ButtonLink to="/about" tone="secondary">
            {t.benefitsLink}
          </ButtonLink>
        </Footer>
      </PageSection>

      {demo.dialog}

      <PageSection title={t.closing.title} tint="inverse" centred>
        <Closing>
          <Lead>{t.closing.text}</Lead>
          <Actions>
            <ButtonLink to={contactPath} tone="inverse" cta="closing-consultation">
              {t.closing.action}
            </ButtonLink>
          </Actions>
        </Closing>
      </PageSection>
    </>
  );
}
