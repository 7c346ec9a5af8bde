let seq = 0;

/**
 * A valid registration for `POST /api/registration/candidate` (docs/product/entities.md): the required fields only,
 * with an e-mail no other call returns; `overrides` change fields or add optional ones.
 */
export function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ľubomír',
    lastName: 'Šťastný',
    email: `lubo.${Date.now()}.${++seq}@example.sk`,
    password: 'Zelená-Lúka-42',
    phoneCountry: 'SVK',
    phone: '+421 905 123 456',
    city: 'Žilina',
    country: 'SK',
    profession: 'BACKEND',
    expertises: [1],
    experience: '2',
    utmSource: 'google',
    gdprAgreementAccepted: true,
    ...overrides,
  };
}
