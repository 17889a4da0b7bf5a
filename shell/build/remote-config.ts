import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import type { Configuration } from "@rspack/core";
import { sharedSingletons } from "./shared-singletons.ts";

/**
 * The build of one micro-frontend (architecture §7, decision 0011): a Module Federation remote that
 * exposes `./routes`; the gateway lists its `dist/mf-manifest.json` in /mfe.config.json and the shell
 * mounts its routes. Styles come from the shell's stylesheet, which scans mfe-*\/src for Tailwind classes.
 */
export const remoteConfig = ({
  name,
  folder,
  exposes = {},
}: {
  name: string;
  folder: string;
  /** Modules exposed besides `./routes`, e.g. `{ "./quota-banner": "./src/quota-banner.tsx" }` for remote slots. */
  exposes?: Record<string, string>;
}): Configuration => {
  const isProduction = process.env.NODE_ENV !== "development";
  return {
    mode: isProduction ? "production" : "development",
    context: folder,
    entry: {},
    devtool: isProduction ? "source-map" : "eval-cheap-module-source-map",
    output: {
      path: `${folder}/dist`,
      publicPath: "auto",
      uniqueName: name,
      filename: "[name].[contenthash:10].js",
      chunkFilename: "[name].[contenthash:10].js",
      clean: true,
    },
    resolve: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: "builtin:swc-loader",
          options: {
            jsc: {
              parser: { syntax: "typescript", tsx: true },
              transform: { react: { runtime: "automatic", development: !isProduction } },
            },
          },
          type: "javascript/auto",
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        exposes: { "./routes": "./src/routes.tsx", ...exposes },
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
      }),
    ],
    performance: { hints: false },
    stats: "errors-warnings",
  };
};
