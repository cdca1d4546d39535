#!/usr/bin/env python3
"""PyTorch eager on the same real-model shapes and weights as bench_models (float32, 2 threads, the
reference of tests/reference/hf_reference.py with a key-value cache for generation): the figures
the app's stand beside. Prints one JSON object.

    /usr/bin/python3 tests/benchmarks/make_real_models.py /tmp/rm
    /usr/bin/python3 tests/benchmarks/torch_real_models.py /tmp/rm
"""
import json
import math
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "reference"))
import hf_reference as ref  # noqa: E402


def timed(run, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def gpt2_step(config, w, token, position, cache):
    """One token through GPT-2 with its keys and values cached, as transformers' past_key_values."""
    d, heads = config["n_embd"], config["n_head"]
    x = w["wte.weight"][token] + w["wpe.weight"][position]
    x = x[None, :]
    for l in range(config["n_layer"]):
        h = f"h.{l}."
        a = ref.layer_norm(x, w[h + "ln_1.weight"], w[h + "ln_1.bias"], 1e-5)
        qkv = a @ w[h + "attn.c_attn.weight"] + w[h + "attn.c_attn.bias"]
        k, v = qkv[:, d:2 * d], qkv[:, 2 * d:]
        cache[l] = (k, v) if cache[l] is None else (torch.cat((cache[l][0], k)), torch.cat((cache[l][1], v)))
        context, _ = ref.attention(qkv[:, :d], cache[l][0], cache[l][1], heads, heads, True)
        x = x + context @ w[h + "attn.c_proj.weight"] + w[h + "attn.c_proj.bias"]
        m = ref.layer_norm(x, w[h + "ln_2.weight"], w[h + "ln_2.bias"], 1e-5)
        x = x + ref.gelu_new(m @ w[h + "mlp.c_fc.weight"] + w[h + "mlp.c_fc.bias"]) @ w[h + "mlp.c_proj.weight"] + w[h + "mlp.c_proj.bias"]
    x = ref.layer_norm(x, w["ln_f.weight"], w["ln_f.bias"], 1e-5)
    return x @ w["wte.weight"].T


def main(root):
    """Each figure with 1 and 2 threads: on the 2-core virtual machines of this project PyTorch's
    OpenMP and OpenBLAS threads take turns, and 1 thread was often the faster."""
    out = {"torch": torch.__version__}
    for threads in (1, 2):
        torch.set_num_threads(threads)
        for name, value in measure(Path(root)).items():
            out[f"{name}_{threads}_threads"] = value
    for name in [k[: -len("_1_threads")] for k in out if k.endswith("_1_threads")]:
        out[name] = min(out[f"{name}_1_threads"], out[f"{name}_2_threads"])
    print(json.dumps(out))


def measure(root):
    out = {}
    with torch.no_grad():
        config, w = ref.load(root / "gpt2-small-shape")
        w = {k: v.float() for k, v in w.items()}
        for n in (64, 512):
            ids = [(i * 7919 + 13) % config["vocab_size"] for i in range(n)]
            out[f"gpt2_forward_{n}_ms"] = timed(lambda: ref.gpt2(config, w, ids), 3 if n == 512 else 5)

        def generate():
            cache = [None] * config["n_layer"]
            token = 13
            for position in range(16 + 256):
                logits = gpt2_step(config, w, token, position, cache)
                token = int(torch.argmax(logits[-1])) if position >= 15 else (position * 7919 + 13) % config["vocab_size"]
        out["gpt2_generation_ms_per_token"] = timed(generate, 2) / 272
        del w
        config, w = ref.load(root / "marian-shape")
        w = {k: v.float() for k, v in w.items()}
        m = ref.Marian(config, w)
        m.positions = m.positions.float()
        sentence = [((i * 31) % 100) + 2 for i in range(70)] + [0]

        def translate():
            source, _ = m.encode(sentence)
            ids = [config["decoder_start_token_id"]]
            while len(ids) < 25:  # the decoder read again each step: transformers' cache halves this at most
                _, logits = m.decode(source, ids)
                ids.append(int(torch.argmax(logits[-1])))
        out["marian_translation_ms"] = timed(translate, 3)
    return out


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/attention-real-models")
