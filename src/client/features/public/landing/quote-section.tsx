const LETTERS_URL = 'https://www.berkshirehathaway.com/letters/letters.html';

export function QuoteSection() {
  return (
    <section className="section section--tinted" aria-labelledby="quote-heading">
      <div className="container quote">
        <h2 id="quote-heading" className="visually-hidden">
          A guiding thought
        </h2>
        <figure className="quote__figure">
          <blockquote className="quote__text" cite={LETTERS_URL}>
            <p>
              When we own portions of outstanding businesses with outstanding managements, our favorite
              holding period is forever.
            </p>
          </blockquote>
          <figcaption className="quote__caption">
            Warren Buffett, 1988 letter to Berkshire Hathaway shareholders
          </figcaption>
        </figure>
        <p>
          <a className="quote__link" href={LETTERS_URL} target="_blank" rel="noopener noreferrer">
            Read the Berkshire Hathaway shareholder letters
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
