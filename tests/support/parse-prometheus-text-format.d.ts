declare module "parse-prometheus-text-format" {
  /** prom2json's shape: one family per metric name; counters and gauges carry `value`, histograms `buckets`. */
  export type Sample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type MetricFamily = { name: string; help: string; type: string; metrics: Sample[] };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
