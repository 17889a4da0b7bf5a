import { type ClassValue, clsx } from "clsx";

/** Joins class names; later classes are appended, so callers add to a component's look rather than fight it. */
export const cn = (...classes: ClassValue[]): string => clsx(classes);
