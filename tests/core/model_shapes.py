"""Published model shapes the estimator tests override a workload with."""

# Llama 3.2 1B's config.json (meta-llama/Llama-3.2-1B): 16 layers, hidden 2,048, 32 query
# and 8 KV heads, a 128,256-token vocabulary; parameters as the model library counts them.
LLAMA32_1B = {
    "params_total": 1235814400,
    "params_matmul": 973078528,
    "layers": 16,
    "hidden": 2048,
    "heads": 32,
    "kv_heads": 8,
    "vocab": 128256,
}
