import "./styles.css";
import { takeAuthTokenFromAddress } from "./lib/auth-token.ts";

// Spec §2: a sign-in that comes back with ?auth_token= is stored and the page reloads before anything loads.
// The rest starts behind a dynamic import so Module Federation can set up shared modules first.
if (!takeAuthTokenFromAddress()) void import("./bootstrap.tsx");
