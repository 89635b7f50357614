/**
 * The largest meter file read (designed, issue 38): 200 MB. Ten years of one meter's half-hours in
 * a supplier's widest export (meter numbers, start and end times, reading type, tariff and cost on
 * every row) is about 20 MB, so no real file of one meter comes near it, while the server reads a
 * file as it arrives and never holds it whole. Read as 200 × 1024 × 1024 bytes.
 */
export const METER_FILE_MAX_BYTES = 200 * 1024 * 1024;

/** Why a meter file over METER_FILE_MAX_BYTES is refused, and what to do instead. */
export const meterFileTooLargeMessage =
  'The file is larger than 200 MB: split it into years and upload each.';

/**
 * The most one account may keep of meter files checked and not yet stored (designed): 1 GB, five
 * files of the largest size read, fifty of a real supplier's ten-year export. A checked file waits
 * for its report to be answered and is removed after six hours; without a budget one account
 * could fill the server's disk by checking the largest files on meter after meter, for the others
 * too. Read as 1024 × 1024 × 1024 bytes.
 */
export const METER_CHECKS_MAX_BYTES_PER_ACCOUNT = 1024 * 1024 * 1024;

/** Why a check that would take an account's waiting files past the budget is refused. */
export const meterChecksOverBudgetMessage =
  'Your checked meter files that are not stored yet come to more than 1 GB. Store the ones you need first: a checked file that is not stored is removed after six hours.';
