/** A route declared in source code, with where it was declared. */
export interface ExtractedRoute {
  /** Upper-case HTTP method, or `ANY` when the declaration answers every method. */
  method: string;
  /** Normalised path with `{param}` placeholders, starting with `/`. */
  path: string;
  description?: string;
  /** Path of the file relative to the repository root, with `/` separators. */
  file: string;
  /** 1-based line of the declaration. */
  line: number;
  framework: string;
}

/** Reads the routes one framework declares in one file. */
export interface RouteExtractor {
  framework: string;
  /** Cheap test on the file name and text before the extractor runs. */
  applies(file: string, text: string): boolean;
  extract(file: string, text: string): ExtractedRoute[];
}
