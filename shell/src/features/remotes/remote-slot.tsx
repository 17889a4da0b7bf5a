import { getInstance } from "@module-federation/enhanced/runtime";
import { Component, type ComponentType, type ReactNode, useEffect, useState } from "react";

/**
 * A remote's module rendered inside another screen (decision 0016): `<RemoteComponent remote="mfe_billing"
 * module="quota-banner" />` in mfe-generator shows mfe-billing's quota banner. Imported by remotes as
 * `@encore/shell/remote-slot`. An optional part: while it loads, when its remote is not installed, when
 * it fails to load or when it throws, the slot renders nothing (or `fallback`) and the screen goes on.
 */

/** The shell's Module Federation instance (shell/rspack.config.ts): it registered /mfe.config.json's remotes. */
export const SHELL_FEDERATION_NAME = "encore_shell";

interface Federation {
  readonly name: string;
  readonly options: { readonly remotes: ReadonlyArray<{ readonly name: string }> };
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * Remotes are registered on the shell's instance, not on the calling remote's own one, so the slot
 * looks the shell's up among the page's instances; in the shell itself that is the current one.
 */
const shellFederation = (): Federation | null => {
  try {
    const found = getInstance((instance) => instance.name === SHELL_FEDERATION_NAME);
    return (found as unknown as Federation | null) ?? null;
  } catch {
    return null;
  }
};

export type RemoteModuleState<T> =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly module: T }
  | { readonly status: "absent" };

const loaded = new Map<string, unknown>();
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Loads `<remote>/<module>` through the shell's federation, once per page. Resolves `null` when the
 * remote is not registered or its module cannot be loaded (a later call tries again).
 */
export const loadRemoteModule = async <T,>(remote: string, module: string): Promise<T | null> => {
  const id = `${remote}/${module}`;
  if (loaded.has(id)) return loaded.get(id) as T;
  const federation = shellFederation();
  if (!federation?.options.remotes.some((registered) => registered.name === remote)) return null;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = federation.loadRemote<T>(id).then(
      (value) => {
        if (value != null) loaded.set(id, value);
        return value;
      },
      (error: unknown) => {
        console.warn(`[encore] ${id} could not be loaded; its slot stays empty:`, error);
        return null;
      },
    );
    inFlight.set(id, pending);
    void pending.finally(() => inFlight.delete(id));
  }
  return (await pending) as T | null;
};

/** The state of `<remote>/<module>`: loading, loaded, or absent (not installed or failed). */
export const useRemoteModule = <T,>(remote: string, module: string): RemoteModuleState<T> => {
  const id = `${remote}/${module}`;
  const [state, setState] = useState<RemoteModuleState<T>>(() =>
    loaded.has(id) ? { status: "loaded", module: loaded.get(id) as T } : { status: "loading" },
  );
  useEffect(() => {
    if (loaded.has(id)) {
      setState({ status: "loaded", module: loaded.get(id) as T });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    void loadRemoteModule<T>(remote, module).then((value) => {
      if (current) setState(value == null ? { status: "absent" } : { status: "loaded", module: value });
    });
    return () => {
      current = false;
    };
  }, [id, remote, module]);
  return state;
};

type ComponentModule = Record<string, unknown>;

const componentOf = (module: ComponentModule, exportName: string): ComponentType<object> | null => {
  const candidate = module[exportName];
  return typeof candidate === "function" || (typeof candidate === "object" && candidate !== null)
    ? (candidate as ComponentType<object>)
    : null;
};

/** A slot's part that throws while rendering is dropped (with a warning), not the screen around it. */
class SlotBoundary extends Component<
  { readonly id: string; readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`[encore] ${this.props.id} failed while rendering; its slot stays empty:`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteComponentProps<P extends object> {
  /** Module Federation name of the remote, e.g. `mfe_billing`. */
  readonly remote: string;
  /** The exposed module without `./`, e.g. `quota-banner`. */
  readonly module: string;
  /** Which export is the component (default: `default`). */
  readonly exportName?: string;
  readonly props?: P;
  /** Shown while loading and when the part is absent; nothing by default. */
  readonly fallback?: ReactNode;
}

/** Renders a component that another remote exposes, or nothing if that remote is not there. */
export function RemoteComponent<P extends object = object>({
  remote,
  module,
  exportName = "default",
  props,
  fallback = null,
}: RemoteComponentProps<P>) {
  const state = useRemoteModule<ComponentModule>(remote, module);
  if (state.status !== "loaded") return fallback;
  const Part = componentOf(state.module, exportName) as ComponentType<P> | null;
  if (!Part) return fallback;
  return (
    <SlotBoundary id={`${remote}/${module}`} fallback={fallback}>
      <Part {...(props ?? ({} as P))} />
    </SlotBoundary>
  );
}

/** For tests: forget what was loaded. */
export const forgetRemoteModules = () => {
  loaded.clear();
  inFlight.clear();
};
