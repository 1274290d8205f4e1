import { productIds, products, productsPage, type ProductId } from '../../content/products';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { imageSize, productImages } from '../../ui/images';
import { Lead, PageSection } from '../../ui/Section';
import { Body, Closing, Details, Features, List, Price, Specs, Subheading } from './products.styles';

export type ProductsLayout = 'list' | 'grid';

export interface ProductsProps {
  /** Which products to show, in this order; all three by default. */
  product?: readonly ProductId[];
  /** One product after another (list), or side by side (grid). */
  layout?: ProductsLayout;
  /** The products page of the site (not a widget on a host page): its first image is fetched first. */
  wholePage?: boolean;
}

/** The products page: each chosen product with its image, price, description, key features and specifications. */
export function Products({ product = productIds, layout = 'list', wholePage = false }: ProductsProps) {
  const shown = product.map((id) => products.find((p) => p.id === id)!).filter(Boolean);
  return (
    <>
      <PageSection title={productsPage.title} intro={productsPage.intro} rank={0}>
        <List layout={layout}>
          {shown.map((item, index) => (
            <li key={item.id}>
              <Card aria-labelledby={`phx-product-${item.id}`}>
                <Body layout={layout}>
                  <img
                    src={productImages[item.id]}
                    alt={item.imageAlt}
                    width={imageSize.product.width}
                    height={imageSize.product.height}
                    // On the products page the first image is the largest paint: fetch it first. On a host page
                    // (and for the rest) wait until it nears the screen, so it never competes with the host's own.
                    {...(wholePage && index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                  />
                  <Details>
                    <Heading rank={1} id={`phx-product-${item.id}`}>
                      {item.name}
                    </Heading>
                    <Price>{item.price}</Price>
                    <p>{item.description}</p>
                    <Features>
                      <Subheading>
                        <Heading rank={2}>{productsPage.keyFeatures}</Heading>
                      </Subheading>
                      <ul>
                        {item.features.map((feature) => (
                          <li key={feature}>
                            <Icon name="check" size={20} />
                            <span>{feature}</span>
                          </li>
                        ))}
                      </ul>
                    </Features>
                    <div>
                      <Subheading>
                        <Heading rank={2}>{productsPage.specifications}</Heading>
                      </Subheading>
                      <Specs>
                        {Object.entries(item.specs).map(([name, value]) => (
                          <div key={name}>
                            <dt>{name}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </Specs>
                    </div>
                    <div>
                      <ButtonLink to="/contact" cta={`request-consultation:${item.id}`}>
                        {productsPage.requestConsultation}
                        <span className="phx-visually-hidden">: {item.name}</span>
                      </ButtonLink>
                    </div>
                  </Details>
                </Body>
              </Card>
            </li>
          ))}
        </List>
      </PageSection>
      <PageSection title={productsPage.closingTitle} tint="alt">
        <Lead>{productsPage.closingText}</Lead>
        <Closing>
          <ButtonLink to="/contact" cta="products-closing-consultation">
            {productsPage.closingAction}
          </ButtonLink>
        </Closing>
      </PageSection>
    </>
  );
}
