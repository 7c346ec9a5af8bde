/** Slovak text of the portal's own recruiter job (the job is seeded in Slovak). */
export const recruiterJobText = {
  description:
    '<p>Rozširujeme náš tím a hľadáme <strong>IT recruitera alebo IT recruiterku</strong>, ktorí rozumejú svetu vývojárov a testerov. Budete hľadať a oslovovať špecialistov pre projekty našich klientov v bankovníctve, telekomunikáciách a priemysle, viesť s nimi úvodné rozhovory a sprevádzať ich celým výberovým procesom až po nástup.</p><ul><li>80 % práce z domu, stretnutia v kancelárii v Bratislave</li><li>spolupráca na živnosť alebo cez s.r.o.</li><li>databáza 12 000 kontraktorov, s ktorou budete pracovať</li></ul>',
  requirements: [
    'Aspoň 2 roky skúseností s náborom IT špecialistov',
    'Prehľad v technológiách (Java, .NET, JavaScript, testovanie)',
    'Angličtina na úrovni B2',
    'Samostatnosť a radosť z komunikácie s ľuďmi',
  ],
  benefits: [
    'Práca prevažne z domu',
    'Provízia za každé úspešné obsadenie',
    'Flexibilný pracovný čas',
    'Notebook a mobilný paušál',
  ],
};
