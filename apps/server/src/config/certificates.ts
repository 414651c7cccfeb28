import { z } from 'zod';
import { perPeriod } from './schema-parts.js';

/** CONFIGURATION.md "Certificates and the public site". */
export const certificatesEnv = {
  /** The issuing centre on certificates until staff set it on the certificate screen (certificates/centre.ts). */
  CERTIFICATE_CENTRE: z.string().trim().min(1).max(200).optional(),
  /** The site's public address for the certificates' QR codes (e.g. https://exams.example.org); the request's own when unset. */
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  /** Public certificate checks per address (docs/CERTIFICATES.md): enough for an employer, too few to try numbers. */
  VERIFY_IP_LIMIT_PER_MINUTE: perPeriod(30),
};

export interface CertificateSettings {
  certificateCentre?: string;
  publicUrl?: string;
  verifyIpLimitPerMinute: number;
}

export const certificateSettings = (e: z.infer<z.ZodObject<typeof certificatesEnv>>): CertificateSettings => ({
  certificateCentre: e.CERTIFICATE_CENTRE,
  publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  verifyIpLimitPerMinute: e.VERIFY_IP_LIMIT_PER_MINUTE,
});
