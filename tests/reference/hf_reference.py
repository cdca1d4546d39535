#!/usr/bin/env python3
"""A PyTorch reference of the Hugging Face architectures the app runs, written from the published
modeling files (transformers' modeling_gpt2.py, modeling_llama.py, modeling_qwen2.py,
modeling_bert.py, modeling_distilbert.py, modeling_marian.py), in float64. Run by hand, never at
test time; its outputs are checked against the reference cases of tests/data/models/ and its
timings stand beside the app's in tests/benchmarks/real_models.py.

    /usr/bin/python3 tests/reference/hf_reference.py tests/data/models     # compare with every case
"""
import json
import math
import struct
import sys
from pathlib import Path

import numpy as np
import torch

DTYPES = {"F32": np.float32, "F16": np.float16, "BF16": None, "F64": np.float64, "I64": np.int64}


def read_safetensors(path, dtype=torch.float64):
    """Every float tensor of a safetensors file, as torch tensors of `dtype` (bfloat16 widened)."""
    raw = Path(path).read_bytes()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n])
    start = 8 + n
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        data = raw[start + begin:start + end]
        if info["dtype"] == "BF16":
            words = np.frombuffer(data, dtype=np.uint16).astype(np.uint32) << 16
            array = words.view(np.float32)
        elif info["dtype"] in ("F32", "F16", "F64"):
            array = np.frombuffer(data, dtype=DTYPES[info["dtype"]])
        else:
            continue
        key = name.replace(".gamma", ".weight").replace(".beta", ".bias")
        out[key] = torch.tensor(array.astype(np.float64).reshape(info["shape"]), dtype=dtype)
    return out


def weight(w, *names):
    for name in names:
        if name in w:
            return w[name]
    raise KeyError(names[0])


def layer_norm(x, w, b, eps):
    return torch.nn.functional.layer_norm(x, x.shape[-1:], w, b, eps)


def rms_norm(x, w, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * w


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


def attention(q, k, v, heads, kv_heads, causal):
    """q [n, heads*d], k and v [m, kv*d]: context [n, heads*d] and weights [heads, n, m]."""
    n, m = q.shape[0], k.shape[0]
    d = q.shape[1] // heads
    q = q.view(n, heads, d).transpose(0, 1)
    k = k.view(m, kv_heads, d).transpose(0, 1)
    v = v.view(m, kv_heads, d).transpose(0, 1)
    if kv_heads != heads:  # grouped-query attention, as repeat_kv does
        k = k.repeat_interleave(heads // kv_heads, dim=0)
        v = v.repeat_interleave(heads // kv_heads, dim=0)
    scores = q @ k.transpose(1, 2) / math.sqrt(d)
    if causal and n > 1:
        mask = torch.ones(n, m, dtype=torch.bool).triu(1 + m - n)
        scores = scores.masked_fill(mask, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    return (weights @ v).transpose(0, 1).reshape(n, heads * d), weights


def gpt2(config, w, ids):
    p = "transformer." if "transformer.wte.weight" in w else ""
    d, heads = config["n_embd"], config["n_head"]
    eps = config.get("layer_norm_epsilon", 1e-5)
    x = w[p + "wte.weight"][ids] + w[p + "wpe.weight"][: len(ids)]
    attentions = []
    for l in range(config["n_layer"]):
        h = f"{p}h.{l}."
        a = layer_norm(x, w[h + "ln_1.weight"], w[h + "ln_1.bias"], eps)
        qkv = a @ w[h + "attn.c_attn.weight"] + w[h + "attn.c_attn.bias"]
        context, weights = attention(qkv[:, :d], qkv[:, d:2 * d], qkv[:, 2 * d:], heads, heads, True)
        attentions.append(weights)
        x = x + context @ w[h + "attn.c_proj.weight"] + w[h + "attn.c_proj.bias"]
        m = layer_norm(x, w[h + "ln_2.weight"], w[h + "ln_2.bias"], eps)
        x = x + gelu_new(m @ w[h + "mlp.c_fc.weight"] + w[h + "mlp.c_fc.bias"]) @ w[h + "mlp.c_proj.weight"] + w[h + "mlp.c_proj.bias"]
    x = layer_norm(x, w[p + "ln_f.weight"], w[p + "ln_f.bias"], eps)
    head = w.get("lm_head.weight", w[p + "wte.weight"])
    return torch.stack(attentions), x @ head.T


def rotary(x, heads, d, theta):
    n = x.shape[0]
    inv = 1.0 / (theta ** (torch.arange(0, d, 2, dtype=torch.int64).float() / d))
    freqs = torch.outer(torch.arange(n, dtype=torch.float32), inv).double()
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos(), emb.sin()
    x = x.view(n, heads, d)
    rotated = torch.cat((-x[..., d // 2:], x[..., : d // 2]), dim=-1)
    return (x * cos[:, None, :] + rotated * sin[:, None, :]).reshape(n, heads * d)


def llama(config, w, ids):
    p = "model." if "model.embed_tokens.weight" in w else ""
    heads = config["num_attention_heads"]
    kv = config.get("num_key_value_heads", heads)
    d = config["hidden_size"] // heads
    eps = config.get("rms_norm_eps", 1e-6)
    theta = config.get("rope_theta", 10000.0)
    x = w[p + "embed_tokens.weight"][ids]
    attentions = []
    for l in range(config["num_hidden_layers"]):
        h = f"{p}layers.{l}."
        a = rms_norm(x, w[h + "input_layernorm.weight"], eps)
        proj = lambda name: a @ w[h + f"self_attn.{name}.weight"].T + w.get(h + f"self_attn.{name}.bias", 0)
        q, k, v = rotary(proj("q_proj"), heads, d, theta), rotary(proj("k_proj"), kv, d, theta), proj("v_proj")
        context, weights = attention(q, k, v, heads, kv, True)
        attentions.append(weights)
        x = x + context @ w[h + "self_attn.o_proj.weight"].T
        m = rms_norm(x, w[h + "post_attention_layernorm.weight"], eps)
        gate = torch.nn.functional.silu(m @ w[h + "mlp.gate_proj.weight"].T)
        x = x + (gate * (m @ w[h + "mlp.up_proj.weight"].T)) @ w[h + "mlp.down_proj.weight"].T
    x = rms_norm(x, w[p + "norm.weight"], eps)
    head = w["lm_head.weight"] if "lm_head.weight" in w else w[p + "embed_tokens.weight"]
    return torch.stack(attentions), x @ head.T


def bert(config, w, ids):
    p = "bert." if "bert.embeddings.word_embeddings.weight" in w else ""
    heads = config["num_attention_heads"]
    eps = config.get("layer_norm_eps", 1e-12)
    e = p + "embeddings."
    x = w[e + "word_embeddings.weight"][ids] + w[e + "position_embeddings.weight"][: len(ids)] + w[e + "token_type_embeddings.weight"][0]
    x = layer_norm(x, w[e + "LayerNorm.weight"], w[e + "LayerNorm.bias"], eps)
    attentions = []
    for l in range(config["num_hidden_layers"]):
        h = f"{p}encoder.layer.{l}."
        lin = lambda name, v: v @ w[h + name + ".weight"].T + w[h + name + ".bias"]
        context, weights = attention(lin("attention.self.query", x), lin("attention.self.key", x), lin("attention.self.value", x), heads, heads, False)
        attentions.append(weights)
        a = layer_norm(lin("attention.output.dense", context) + x, w[h + "attention.output.LayerNorm.weight"], w[h + "attention.output.LayerNorm.bias"], eps)
        inner = torch.nn.functional.gelu(lin("intermediate.dense", a))
        x = layer_norm(lin("output.dense", inner) + a, w[h + "output.LayerNorm.weight"], w[h + "output.LayerNorm.bias"], eps)
    return torch.stack(attentions), None


def marian_positions(n, dim):
    out = torch.zeros(n, dim, dtype=torch.float64)
    position = np.array([[pos / np.power(10000, 2 * (j // 2) / dim) for j in range(dim)] for pos in range(n)])
    out[:, : dim // 2] = torch.tensor(np.sin(position[:, 0::2]))
    out[:, dim // 2:] = torch.tensor(np.cos(position[:, 1::2]))
    return out


class Marian:
    def __init__(self, config, w):
        self.c, self.w = config, w
        self.d = config["d_model"]
        self.scale = math.sqrt(self.d) if config.get("scale_embedding") else 1.0
        self.embed = w["model.shared.weight"]
        self.positions = marian_positions(config["max_position_embeddings"], self.d)

    def attend(self, prefix, x, source, heads, causal):
        w = self.w
        lin = lambda name, v: v @ w[prefix + name + ".weight"].T + w[prefix + name + ".bias"]
        context, weights = attention(lin("q_proj", x), lin("k_proj", source), lin("v_proj", source), heads, heads, causal)
        return lin("out_proj", context), weights

    def block_tail(self, prefix, x):
        w = self.w
        inner = torch.nn.functional.silu(x @ w[prefix + "fc1.weight"].T + w[prefix + "fc1.bias"])
        x = x + inner @ w[prefix + "fc2.weight"].T + w[prefix + "fc2.bias"]
        return layer_norm(x, w[prefix + "final_layer_norm.weight"], w[prefix + "final_layer_norm.bias"], 1e-5)

    def encode(self, ids):
        w, c = self.w, self.c
        x = self.embed[ids] * self.scale + self.positions[: len(ids)]
        attentions = []
        for l in range(c["encoder_layers"]):
            p = f"model.encoder.layers.{l}."
            out, weights = self.attend(p + "self_attn.", x, x, c["encoder_attention_heads"], False)
            attentions.append(weights)
            x = layer_norm(x + out, w[p + "self_attn_layer_norm.weight"], w[p + "self_attn_layer_norm.bias"], 1e-5)
            x = self.block_tail(p, x)
        return x, torch.stack(attentions)

    def decode(self, source, ids):
        w, c = self.w, self.c
        x = self.embed[ids] * self.scale + self.positions[: len(ids)]
        cross = []
        for l in range(c["decoder_layers"]):
            p = f"model.decoder.layers.{l}."
            out, _ = self.attend(p + "self_attn.", x, x, c["decoder_attention_heads"], True)
            x = layer_norm(x + out, w[p + "self_attn_layer_norm.weight"], w[p + "self_attn_layer_norm.bias"], 1e-5)
            out, weights = self.attend(p + "encoder_attn.", x, source, c["decoder_attention_heads"], False)
            cross.append(weights)
            x = layer_norm(x + out, w[p + "encoder_attn_layer_norm.weight"], w[p + "encoder_attn_layer_norm.bias"], 1e-5)
            x = self.block_tail(p, x)
        logits = x @ self.embed.T + w.get("final_logits_bias", torch.zeros(1, self.embed.shape[0]))[0]
        return torch.stack(cross), logits

    def greedy(self, source, max_length):
        c = self.c
        ids = [c["decoder_start_token_id"]]
        written = []
        while len(ids) < max_length:
            _, logits = self.decode(source, ids)
            scores = logits[-1].clone()
            for banned in c.get("bad_words_ids", []):
                if len(banned) == 1:
                    scores[banned[0]] = float("-inf")
            token = int(torch.argmax(scores))
            written.append(token)
            ids.append(token)
            if token == c["eos_token_id"]:
                break
        return written


def load(folder):
    folder = Path(folder)
    config = json.loads((folder / "config.json").read_text())
    return config, read_safetensors(folder / "model.safetensors")


def greedy(run, config, w, ids, count):
    ids = list(ids)
    out = []
    for _ in range(count):
        _, logits = run(config, w, ids)
        token = int(torch.argmax(logits[-1]))
        out.append(token)
        ids.append(token)
    return out


def check(models_dir):
    """Every case of cases.json through this reference: the largest difference of each case's
    attentions, and whether its continuation or translation is the same."""
    models_dir = Path(models_dir)
    cases = json.loads((models_dir / "cases.json").read_text())
    runs = {"gpt2": gpt2, "llama": llama, "qwen2": llama, "bert": bert}
    worst = 0.0
    for case in cases:
        config, w = load(models_dir / case["model"])
        kind = config["model_type"]
        if kind == "marian":
            m = Marian(config, w)
            source, _ = m.encode(case["ids"])
            labels = case["target_ids"]
            cross, _ = m.decode(source, [config["decoder_start_token_id"]] + labels[:-1])
            want = np.load(models_dir / case["cross_attentions"])
            diff = float(np.abs(cross.numpy() - want).max())
            same = m.greedy(source, config["max_length"]) == case["translation_ids"]
        else:
            attentions, _ = runs[kind](config, w, case["ids"])
            want = np.load(models_dir / case["attentions"])
            diff = float(np.abs(attentions.numpy() - want).max())
            same = greedy(runs[kind], config, w, case["ids"], len(case["greedy_ids"])) == case["greedy_ids"] if "greedy_ids" in case else True
        worst = max(worst, diff)
        print(f"{case['model']:14} {case['text'][:32]!r:36} attention diff {diff:.2e}  continuation {'same' if same else 'DIFFERENT'}")
    print(f"largest difference: {worst:.2e}")


if __name__ == "__main__":
    check(sys.argv[1] if len(sys.argv) > 1 else "tests/data/models")
