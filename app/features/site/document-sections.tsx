export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

/** Headed sections of a long text (legal documents, the product page). */
export function DocumentSections({ sections }: { sections: DocumentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items.length ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
