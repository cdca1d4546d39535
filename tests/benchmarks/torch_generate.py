#!/usr/bin/env python3
"""PyTorch's time per generated token for the model `attention-explorer bench` generates with:
d_model 256, 4 pre-LN layers, 8 heads, ffn 1024, vocabulary 512, learned positions, a 16-token
prompt and 256 new tokens, greedy, float32, random weights, 2 threads; with its own key-value
cache and recomputing the whole sequence. Not part of the test suite; needs Debian's
python3-torch (run it with /usr/bin/python3)."""
import time

import torch
import torch.nn.functional as F

torch.set_num_threads(2)
torch.manual_seed(0)
D, H, LAYERS, FFN, VOCAB, PROMPT, NEW = 256, 8, 4, 1024, 512, 16, 256
DH = D // H


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1, self.ln2 = torch.nn.LayerNorm(D), torch.nn.LayerNorm(D)
        self.qkv, self.out = torch.nn.Linear(D, 3 * D), torch.nn.Linear(D, D)
        self.fc1, self.fc2 = torch.nn.Linear(D, FFN), torch.nn.Linear(FFN, D)

    def forward(self, x, cache=None):
        n = x.shape[0]
        q, k, v = self.qkv(self.ln1(x)).split(D, dim=-1)
        q, k, v = (t.view(n, H, DH).transpose(0, 1) for t in (q, k, v))
        if cache is not None:  # one new row; earlier keys and values from the cache
            if cache:
                k, v = torch.cat([cache[0], k], 1), torch.cat([cache[1], v], 1)
            cache[:] = [k, v]
            y = F.scaled_dot_product_attention(q, k, v) if hasattr(F, "scaled_dot_product_attention") else \
                torch.softmax(q @ k.transpose(1, 2) / DH ** 0.5, -1) @ v
        else:
            scores = q @ k.transpose(1, 2) / DH ** 0.5
            scores = scores.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
            y = torch.softmax(scores, -1) @ v
        x = x + self.out(y.transpose(0, 1).reshape(n, D))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.tok, self.pos = torch.nn.Embedding(VOCAB, D), torch.nn.Embedding(PROMPT + NEW, D)
        self.blocks = torch.nn.ModuleList(Block() for _ in range(LAYERS))
        self.ln, self.head = torch.nn.LayerNorm(D), torch.nn.Linear(D, VOCAB)

    def forward(self, ids, start=0, caches=None):
        x = self.tok(ids) + self.pos(torch.arange(start, start + len(ids)))
        for i, block in enumerate(self.blocks):
            x = block(x, None if caches is None else caches[i])
        return self.head(self.ln(x))


model = Model().eval()
prompt = torch.tensor([(i * 37) % VOCAB for i in range(PROMPT)])
with torch.no_grad():
    best = float("inf")
    for _ in range(3):
        caches = [[] for _ in range(LAYERS)]
        logits = model(prompt[:1], 0, caches)
        for i in range(1, PROMPT):
            logits = model(prompt[i:i + 1], i, caches)
        start = time.perf_counter()
        for i in range(NEW):
            token = logits[-1].argmax().view(1)
            logits = model(token, PROMPT + i, caches)
        best = min(best, (time.perf_counter() - start) * 1000 / NEW)
    print(f"torch {torch.__version__}, cached: {best:.2f} ms per token")
    sequence = torch.cat([prompt, torch.tensor([(i * 11 + 5) % VOCAB for i in range(NEW)])])
    samples, total = 16, 0.0
    for s in range(samples):  # evenly spaced lengths, as bench does
        length = PROMPT + (s * NEW + NEW // 2) // samples
        start = time.perf_counter()
        model(sequence[:length])
        total += (time.perf_counter() - start) * 1000
    print(f"torch {torch.__version__}, recomputing: {total / samples:.2f} ms per token")
