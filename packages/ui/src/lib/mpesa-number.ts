// The kit's screens (and the console) have always imported the number display from the kit; the
// rule itself is core's, so the withdrawal confirmation, the lists and the server agree on it.
export { formatMpesaNumber } from '@mapato/core';
