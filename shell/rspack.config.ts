import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { type Configuration, rspack } from "@rspack/core";
import { FirstLoadReport } from "./build/first-load-report.ts";
import { sharedSingletons } from "./build/shared-singletons.ts";

const isProduction = process.env.NODE_ENV !== "development";
const hashed = (name: string, ext: string) =>
  isProduction ? `assets/${name}.[contenthash:10].${ext}` : `assets/${name}.${ext}`;

export default {
  mode: isProduction ? "production" : "development",
  context: import.meta.dirname,
  entry: { main: "./src/index.ts" },
  devtool: isProduction ? "source-map" : "eval-cheap-module-source-map",
  output: {
    path: new URL("./dist", import.meta.url).pathname,
    publicPath: "/",
    uniqueName: "encore_shell",
    filename: hashed("[name]", "js"),
    chunkFilename: hashed("[name]", "js"),
    cssFilename: hashed("[name]", "css"),
    cssChunkFilename: hashed("[name]", "css"),
    clean: true,
  },
  resolve: {
    extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
  },
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
      { test: /\.css$/, use: ["postcss-loader"], type: "css" },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: "./index.html", inject: "body", scriptLoading: "module" }),
    new ModuleFederationPlugin({
      name: "encore_shell",
      // No remote at build time: they come from /mfe.config.json when the page starts.
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      manifest: false,
    }),
    ...(isProduction ? [new FirstLoadReport()] : []),
  ],
  performance: { hints: false },
  stats: "errors-warnings",
  devServer: {
    port: 5173,
    historyApiFallback: true,
    proxy: [{ context: ["/api", "/mfe.config.json", "/remotes"], target: "http://localhost:3000" }],
  },
} satisfies Configuration;
