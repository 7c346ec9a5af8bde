/** Web addresses in plain text; trailing punctuation of the sentence is not part of the link. */
const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/**
 * Plain text with every http(s) address turned into a link, so a developer can follow the
 * verification and reset links of the outbox. React escapes the rest.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
