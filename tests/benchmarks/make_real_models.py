#!/usr/bin/env python3
"""Makes the real-model shapes the benchmarks time, with random weights in the Hugging Face folder
layouts (never committed: hundreds of MB): GPT-2 small (124 M parameters, float32 safetensors,
GPT-2's real tokenizer files) and a Marian en-fr shape (75 M: d_model 512, 6 + 6 layers, 8 heads,
a 59,514-word vocabulary padded around the tiny test SentencePiece model).

    /usr/bin/python3 tests/benchmarks/make_real_models.py OUT_FOLDER
"""
import json
import shutil
import struct
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
MODELS = HERE.parent / "data" / "models"


def write_safetensors(path, tensors):
    header, offset, blobs = {}, 0, []
    for name, array in tensors.items():
        data = np.ascontiguousarray(array, dtype=np.float32).tobytes()
        header[name] = {"dtype": "F32", "shape": list(array.shape), "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        blobs.append(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for blob in blobs:
            f.write(blob)


def gpt2_small(out):
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(7)
    d, layers, vocab, positions = 768, 12, 50257, 1024
    normal = lambda *shape: (rng.standard_normal(shape, dtype=np.float32) * 0.02)
    t = {"wte.weight": normal(vocab, d), "wpe.weight": normal(positions, d)}
    for l in range(layers):
        p = f"h.{l}."
        t[p + "ln_1.weight"] = np.ones(d, np.float32)
        t[p + "ln_1.bias"] = np.zeros(d, np.float32)
        t[p + "attn.c_attn.weight"] = normal(d, 3 * d)
        t[p + "attn.c_attn.bias"] = np.zeros(3 * d, np.float32)
        t[p + "attn.c_proj.weight"] = normal(d, d)
        t[p + "attn.c_proj.bias"] = np.zeros(d, np.float32)
        t[p + "ln_2.weight"] = np.ones(d, np.float32)
        t[p + "ln_2.bias"] = np.zeros(d, np.float32)
        t[p + "mlp.c_fc.weight"] = normal(d, 4 * d)
        t[p + "mlp.c_fc.bias"] = np.zeros(4 * d, np.float32)
        t[p + "mlp.c_proj.weight"] = normal(4 * d, d)
        t[p + "mlp.c_proj.bias"] = np.zeros(d, np.float32)
    t["ln_f.weight"] = np.ones(d, np.float32)
    t["ln_f.bias"] = np.zeros(d, np.float32)
    write_safetensors(out / "model.safetensors", t)
    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "vocab_size": vocab, "n_positions": positions,
              "n_ctx": positions, "n_embd": d, "n_layer": layers, "n_head": 12, "layer_norm_epsilon": 1e-5,
              "activation_function": "gelu_new", "bos_token_id": 50256, "eos_token_id": 50256}
    (out / "config.json").write_text(json.dumps(config, indent=1))
    for name in ("vocab.json", "merges.txt"):
        shutil.copy(MODELS / "gpt2-tiny" / name, out / name)


def marian(out):
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(11)
    d, layers, heads, ffn, positions = 512, 6, 8, 2048, 512
    tiny = json.loads((MODELS / "marian-tiny" / "vocab.json").read_text())
    vocab = dict(tiny)
    pad = 59513
    vocab.pop("<pad>")
    n = len(vocab)
    while n < pad:
        vocab[f"<unused{n}>"] = n
        n += 1
    vocab["<pad>"] = pad
    size = pad + 1
    normal = lambda *shape: (rng.standard_normal(shape, dtype=np.float32) * 0.02)
    t = {"model.shared.weight": normal(size, d), "final_logits_bias": np.zeros((1, size), np.float32)}
    for side, count in (("encoder", layers), ("decoder", layers)):
        for l in range(count):
            p = f"model.{side}.layers.{l}."
            for block in (("self_attn",) if side == "encoder" else ("self_attn", "encoder_attn")):
                for proj in ("q_proj", "k_proj", "v_proj", "out_proj"):
                    t[f"{p}{block}.{proj}.weight"] = normal(d, d)
                    t[f"{p}{block}.{proj}.bias"] = np.zeros(d, np.float32)
                t[f"{p}{block}_layer_norm.weight"] = np.ones(d, np.float32)
                t[f"{p}{block}_layer_norm.bias"] = np.zeros(d, np.float32)
            t[p + "fc1.weight"], t[p + "fc1.bias"] = normal(ffn, d), np.zeros(ffn, np.float32)
            t[p + "fc2.weight"], t[p + "fc2.bias"] = normal(d, ffn), np.zeros(d, np.float32)
            t[p + "final_layer_norm.weight"], t[p + "final_layer_norm.bias"] = np.ones(d, np.float32), np.zeros(d, np.float32)
    write_safetensors(out / "model.safetensors", t)
    config = {"model_type": "marian", "architectures": ["MarianMTModel"], "vocab_size": size, "decoder_vocab_size": size,
              "d_model": d, "encoder_layers": layers, "decoder_layers": layers, "encoder_attention_heads": heads,
              "decoder_attention_heads": heads, "encoder_ffn_dim": ffn, "decoder_ffn_dim": ffn,
              "max_position_embeddings": positions, "scale_embedding": True, "activation_function": "swish",
              "normalize_before": False, "static_position_embeddings": True, "pad_token_id": pad, "eos_token_id": 0,
              "decoder_start_token_id": pad, "bad_words_ids": [[pad]], "max_length": 512, "num_beams": 1,
              "forced_eos_token_id": 0}
    (out / "config.json").write_text(json.dumps(config, indent=1))
    (out / "vocab.json").write_text(json.dumps(vocab, ensure_ascii=False))
    for name in ("source.spm", "target.spm", "tokenizer_config.json"):
        shutil.copy(MODELS / "marian-tiny" / name, out / name)


if __name__ == "__main__":
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/attention-real-models")
    gpt2_small(root / "gpt2-small-shape")
    marian(root / "marian-shape")
    print(root)
