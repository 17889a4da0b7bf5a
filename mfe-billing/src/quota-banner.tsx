import { QuotaBanner } from "./features/quota/components/quota-banner.tsx";

/**
 * Exposed as `mfe_billing/quota-banner` for the generator home's remote slot (decision 0016):
 * `<RemoteComponent remote="mfe_billing" module="quota-banner" />` from `@encore/shell/remote-slot`.
 */
export { QuotaBanner };
export default QuotaBanner;
