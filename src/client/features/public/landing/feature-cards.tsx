import { Link } from 'react-router';

const FEATURES = [
  {
    title: 'Performance Focused',
    to: '/about/performance',
    text: 'We measure every decision against a broad market index and publish how the fund compares.',
  },
  {
    title: 'Risk Management',
    to: '/about/performance',
    text: 'Options overlays and hedges added as needed aim to soften drawdowns while positions compound.',
  },
  {
    title: 'Strategic Vision',
    to: '/mission',
    text: 'High-quality companies with durable competitive advantages, held for five to ten years and more.',
  },
] as const;

/** Each card is one link (its title), stretched over the card so the whole card is clickable. */
export function FeatureCards() {
  return (
    <section className="section" aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className="section__title">
          How we invest
        </h2>
        <ul className="card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card card--link">
              <h3 className="card__title">
                <Link to={feature.to} className="card__link">
                  {feature.title}
                </Link>
              </h3>
              <p className="card__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
