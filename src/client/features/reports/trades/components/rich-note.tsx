import { boldSegments } from '../display';

/** Comments with the roll note's '**' marks shown bold. */
export function RichNote({ text }: { text: string }) {
  return (
    <>
      {boldSegments(text).map((segment, index) =>
        segment.bold ? <strong key={index}>{segment.text}</strong> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
