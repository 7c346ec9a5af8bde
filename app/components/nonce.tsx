import { createContext, useContext } from 'react';

/** The per-request script nonce of the Content-Security-Policy (empty in the browser). */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
