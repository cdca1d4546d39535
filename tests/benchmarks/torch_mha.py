#!/usr/bin/env python3
"""PyTorch's time for what `attention-explorer bench` calls the core: nn.MultiheadAttention,
d_model 512, 8 heads, per-head weights kept, on 2 threads. Not part of the test suite; needs
Debian's python3-torch (run it with /usr/bin/python3)."""
import statistics
import time

import torch

torch.set_num_threads(2)
mha = torch.nn.MultiheadAttention(512, 8, batch_first=True).eval()
for n in (8, 64, 512, 2048):
    query, key = torch.randn(1, n, 512), torch.randn(1, n, 512)
    with torch.no_grad():
        mha(query, key, key, need_weights=True, average_attn_weights=False)  # warm up
        times = []
        for _ in range(100 if n < 512 else 15 if n == 512 else 5):  # as many runs as `bench` takes
            start = time.perf_counter()
            mha(query, key, key, need_weights=True, average_attn_weights=False)
            times.append((time.perf_counter() - start) * 1000)
    print(f"torch {torch.__version__}, {n} tokens: median {statistics.median(times):.2f} ms (fastest {min(times):.2f})")
