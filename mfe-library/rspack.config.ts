import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import type { Configuration } from "@rspack/core";
import { sharedSingletons } from "../shell/build/shared-singletons.ts";

const isProduction = process.env.NODE_ENV !== "development";

/**
 * The setlist library as a Module Federation remote (architecture §7, decision 0011): it exposes
 * `./routes`; the gateway lists `dist/mf-manifest.json` in /mfe.config.json and the shell mounts it
 * at `/`. Styles come from the shell's stylesheet, which scans mfe-*\/src for Tailwind classes.
 */
export default {
  mode: isProduction ? "production" : "development",
  context: import.meta.dirname,
  entry: {},
  devtool: isProduction ? "source-map" : "eval-cheap-module-source-map",
  output: {
    path: new URL("./dist", import.meta.url).pathname,
    publicPath: "auto",
    uniqueName: "mfe_library",
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
      name: "mfe_library",
      exposes: { "./routes": "./src/routes.tsx" },
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
    }),
  ],
  performance: { hints: false },
  stats: "errors-warnings",
} satisfies Configuration;
