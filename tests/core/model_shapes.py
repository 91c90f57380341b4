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

# Llama 2 7B (meta-llama/Llama-2-7b-hf config.json: 32 layers, hidden 4,096, 32 heads, a
# 32,000-token vocabulary); parameters as the model library counts them.
LLAMA2_7B = {
    "params_total": 6738415616,
    "params_matmul": 6476005376,
    "layers": 32,
    "hidden": 4096,
    "heads": 32,
    "kv_heads": 32,
    "vocab": 32000,
}

# Llama 2 13B (meta-llama/Llama-2-13b-hf config.json: 40 layers, hidden 5,120, 40 heads, FFN
# 13,824, a 32,000-token vocabulary), counted as data/benchmarks/external.csv's fresh13 rows
# (optimum's GPTQ benchmark) give it: 40 × (4·5,120² + 3·5,120·13,824) matrix weights, plus
# the untied embedding and output head and the norms.
LLAMA2_13B = {
    "params_total": 13015864320,
    "params_matmul": 12687769600,
    "layers": 40,
    "hidden": 5120,
    "heads": 40,
    "kv_heads": 40,
    "vocab": 32000,
}

# Llama 3.1 8B's config.json (meta-llama/Llama-3.1-8B), the keys the model reader uses: what
# a user hands the app or `--model-config` as their own model.
LLAMA31_8B_CONFIG = {
    "model_type": "llama",
    "hidden_act": "silu",
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_attention_heads": 32,
    "num_hidden_layers": 32,
    "num_key_value_heads": 8,
    "vocab_size": 128256,
}
