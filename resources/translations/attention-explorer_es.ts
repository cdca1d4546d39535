<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Message</name>
    <message>
        <source>&quot;score&quot; must be dot, scaled_dot, general or additive, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K and V must have the same number of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;mask&quot; must have one row per query and one column per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;attn_mask&quot; must be [%1][%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;key_padding_mask&quot; must have %1 entries, one per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;logits&quot; must hold one number per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;op&quot; must be softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm or sample_filter, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a case must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the case is too large to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make its matrices smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--picture must name a .png, .svg or .pdf file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mode must be cross, self_source or self_target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general, additive or multihead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--embeddings must be lexicon or random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--projections must be random or identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--colormap must be blues, viridis, magma, cividis, greys, contrast or rdbu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view must be weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap, or a Teach panel: scaling, worked, decoding, contexts, compare, cost or explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --width and --height together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scale must be from 0.1 to 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be png, svg, pdf, csv, json or npy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say where to write with -o FILE (png, svg, pdf, csv, json or npy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give at most one lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view %1 is a picture: write png, svg or pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation, not imported attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view %1 explains what a trained model writes: give a lesson saved by train --lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollout and flow follow self attention up through the layers: give --mode self_source or self_target, or --import a model&apos;s attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 layers: --layer must be from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this lesson has %1 queries and %2 keys: --row and --column must be within them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this attention has %1 head(s): --head must be from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tracing attention through layers needs at least one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rollout and flow follow self attention: every layer must be n x n with the same n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention flow solves a max-flow per pair of tokens: at most %1 tokens, not %2 (rollout has no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weighing keys by what they do needs the value vectors: only a lesson computed here has them, not imported attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model reads 1 to %1 tokens at a time, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token id %1 is not in the model&apos;s vocabulary of %2 words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s %1 does not have the shape its sizes declare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A language model here has 1 to %1 layers, 1 to %2 heads, d_model up to %3, a context of up to %4 tokens, up to %5 words and an MLP of up to %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model (%1) must be a multiple of the number of heads (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s context is full: it reads at most %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The temperature must be a number above 0, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k must be 0 (off) or more, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-p must be above 0 and at most 1, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1 (it is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 heads are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there cannot be more heads (%1) than d_model (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the additive attention size must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the temperature must be between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lexicon noise must be between 0 and 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token limit must be between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys can be padded to at most %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source sentence has %1 tokens; only the first %2 are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target sentence has %1 tokens; only the first %2 are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source sentence has no words yet: type a few to see attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target sentence has no words yet: type a few to see attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A causal mask in cross attention hides the source words after each target word&apos;s position, which a translation does not do: it is meant for a decoder&apos;s self attention (Mode: self attention on the target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use fewer tokens, a smaller d_model, fewer heads or a smaller additive size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson needs more memory than the computer has: use shorter sentences or a smaller d_model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attention could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lexicon: translations share a vector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lexicon embeddings through random projections: the pattern means nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untrained: random weights, the pattern means nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would need about %2 GB of memory, more than the %3 GB this app allows itself: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would take about %2 multiply-adds, more than the %3 (about ten seconds) this app allows itself: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computation was given up: a later edit replaced it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there must be at least one head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model %1 cannot be split into %2 equal heads: choose a number of heads that divides it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out_proj_weight must be [E][E] and out_proj_bias [E] for E = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query, key and value rows must have embed_dim = %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-head attention needs queries, and as many values as keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 needs four columns separated by tabs (English, French, German, Spanish)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lexicon has no concepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>additive attention needs an attention size of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>additive weights W_q %1 and W_k %2 do not fit Q %3 and K %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>additive biases and v must all have the attention size %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the temperature must be a positive number (it divides the scores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mask must have one row per query and one column per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention needs at least one query and one key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K %1 and V %2 must have one row per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q %1 and K %2 must have the same width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries and keys need a dimension of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luong&apos;s W %1 must be %2x%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-head attention is computed by multiHeadAttention()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each weight must be [h][h] with h = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each bias must have h = %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weights, inputs and mask of multi-head attention do not fit together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reverse model reads digits only: type a few, such as &quot;3 1 4 1 5&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dates model reads a day, a month&apos;s name and a four-digit year, such as &quot;3 March 2021&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phrases model reads noun phrases joined by &quot;and&quot;, &quot;or&quot; or &quot;with&quot;, each a determiner (the, my, our, these, some), an adjective and a plural noun, such as &quot;the red cars and my sad dogs&quot;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (adjectives such as %1): &quot;%2&quot; does not fit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (nouns such as %1): &quot;%2&quot; does not fit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: &quot;%1&quot; does not fit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the last phrase is not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The translation model learned %1 English words (%2, ...); &quot;%3&quot; is not one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a source sentence for the trained model to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trained model knows positions up to %1: shorten the source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trained model&apos;s sizes must lie between 1 and %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trained model&apos;s weights do not have the shapes its sizes describe, or hold a number that is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3 steps, %4 % of outputs attend to their true source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trained model cannot be used: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[codes of the output position | of the source length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[embedding | codes of the position from the start | from the end]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trained for %1 steps on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trained %1 model writes &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of token strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nesting of &quot;attentions&quot; is uneven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;attentions&quot; holds too many values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be nested lists of numbers, 3 or 4 deep per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;attentions&quot; is not rectangular: a list at depth %1 has %2 entries, another %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention must have shape [q, k], [heads, q, k] or [layers, heads, q, k]; this array has %1 dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the matrix is %1 x %2 but there are %3 query and %4 key tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token file is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON needs an &quot;attentions&quot; list (one entry per layer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the batch holds %1 sequences: export one (batch index 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be [layers][heads][queries][keys], with an optional batch of 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the tokens in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: attention as JSON text takes about 20 times its size to read; save it as NPY (numpy.save) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;layers&quot; must list %1 blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a language model file is one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a language model (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; must list %1 words, one per id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the model is too large to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): name a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name this system can use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder: name a file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an unknown value &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of [query, key] pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not an Attention Explorer lesson (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this lesson was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lesson file must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no matrix to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown matrix format &quot;%1&quot;: use csv, json or npy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has empty rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 x %3 cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 has %3 entries, row 0 has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an NPY file (it does not start with \x93NUMPY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPY format version %1 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPY header is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPY header is truncated or too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array holds an unknown type; attention weights must be float32 or float64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array holds %1; attention weights must be float32 or float64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPY header has no fortran_order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPY header has no shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NPY shape (%1) is not a list of sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array claims shape (%1): more than %2 million values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array is a single number, not a matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is truncated: the shape (%1) needs %2 bytes of data, it has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attention holds %1 (element %2), more than a float can hold: attention weights lie between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the array holds NaN or infinity (at element %1): attention weights must be finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changed since it was opened: it is now shorter than its header says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;task&quot; must be reverse, dates, translate or phrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; has an unknown &quot;score&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;trained_model&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawing %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image is too large for this computer&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture of %1 came out blank: nothing was drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no suffix to tell the format: end it with .png, .svg, .pdf, .csv, .json or .npy (or give --format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;: use png, svg, pdf, csv, json or npy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to export: the prompt has no words the model knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PDF page is at most %1 points a side (200 inches): give a smaller --width and --height, or write svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture would be too large: at most %1 pixels a side (width or height times the scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported attention holds weights only: use --view weights, heads or lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attention has %1 heads and a picture of heads shows at most %2: give --head N for one, or export the numbers (csv, json or npy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no query %1 to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export one head, or write npy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported attention holds weights only: export weights or heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edited lexicon (%1) could not be read, so the built-in one is used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self attention (source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self attention (target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dot product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaled dot product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additive (Bahdanau)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-head</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positional encoding P  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query input X_q = %1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key/value input X_k = %1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q = X_q W_qᵀ  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K = X_k W_kᵀ  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V = X_k W_vᵀ  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores = %1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ temperature %1, masked  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights A = softmax(row)  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context C = A V  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output = C W_oᵀ  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context vectors C = A V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::AlignmentPanel</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores (before softmax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores ÷ temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which matrix the map shows: the weights, or the scores they were computed from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution. Orange squares mark each row&apos;s strongest key, where one stands out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strongest key is the true source for %1 of %2 target tokens (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a row of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ComparePanel</name>
    <message>
        <source>Which two configurations to put side by side on the same sentences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson is too large to compare live: shorten the sentences or lower d_model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s own settings, not its trained model: only the setting named on the left changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same sentences and seed; only the setting named on the left changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A − B (red: A more)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ContextComparisonPanel</name>
    <message>
        <source>Without attention a seq2seq decoder gets one fixed context for every step (here the mean of the source values, what equal weights give). With attention each step builds its own. The chart shows how similar each step&apos;s context is to the fixed one (cosine; 1 = the same).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cosine similarity of each step&apos;s context to the fixed context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decoder step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cosine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed (no attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fixed context, then the context vector of each decoder step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cosine to the fixed context</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ControlPanel</name>
    <message>
        <source>The tokens the sentence was split into, each with its id in the lesson&apos;s vocabulary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The trained model writes %n token(s): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to untrained attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson drops the trained weights and uses its own settings again (Undo brings them back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source sentence (the keys in cross attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sentence being translated: in cross attention its words are the keys and values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The translation: in cross attention each of its words asks which source words matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaningful alignment without training: a word and its translations share an embedding and the projections are the identity, so each word attends to its translation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untrained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a network knows before training: random embeddings and random projections give a pattern that means nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains a small model on phrase translation in the Train tab (a few seconds, in view), then the lesson uses what it learned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from an untrained network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross: target words look at source words; self: a sentence looks at its own words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a query and a key are turned into a score before the softmax.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The length of every embedding, query, key and value vector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-head only: how many smaller attentions run side by side (must divide d_model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additive only: the width of the small tanh layer that scores each pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores are divided by the temperature: low makes attention sharp, high makes it even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a temperature from 0.001 to 1000 and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The random seed for embeddings and weights: the same seed always gives the same numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (seeded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity (Q = K = V = X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrices W_q, W_k, W_v that turn embeddings into queries, keys and values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (one vector per word)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon (translations share a vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random embeddings know nothing; lexicon embeddings give a word and its translations one vector, so attention can align them without training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon only: how far each word strays from the meaning it shares with its translations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add positional encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds sine and cosine waves to each embedding so that word order can matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No peeking ahead: query i may only look at keys 0 to i, as a decoder that writes left to right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pads the keys with &lt;pad&gt; tokens up to this length; the padding mask hides them (0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colours of the weights: darker means more attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Additive size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;emperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;mbeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon &amp;noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad &amp;keys to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change score function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set d_model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set additive size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set lexicon noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle positional encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle causal mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target sentence (the queries in cross attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written by the trained model (see below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson uses the model trained on %1. Type a source: the model writes the target, and every tab shows its attention.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::CostPanel</name>
    <message>
        <source>Measured time of the whole computation against sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens in each sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>∝ n² (quadratic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Now&lt;/b&gt;: %1 queries × %2 keys, d_model %3%4.&lt;/p&gt;&lt;p&gt;Scores: %5 multiply-adds; context: %6; projections: %7; softmax: %8 exponentials.&lt;br&gt;Memory for the scores and the weights: %9 + %10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Twice as many tokens&lt;/b&gt; would need %11 + %12: four times as much. Attention compares every query with every key, so its cost grows with the square of the length.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 heads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::DecodingPanel</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the decoder write one target word after another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the next target word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which target word the decoder is writing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to decode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding step %1 of %2: writing “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context vector of step %1 = weights × V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decoder writes the target one word at a time. At each step it attends over the source and mixes the values into this step&apos;s context vector; later words are not written yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::DistributionView</name>
    <message>
        <source>running total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a row of the heatmap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ExplainLayersPage</name>
    <message>
        <source>The last layer mixes positions already mixed below: which input tokens reach the top? Rollout and flow trace every layer (Abnar &amp; Zuidema 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollout multiplies the layers&apos; attention, each mixed half and half with the residual path. Flow is the maximum flow from an input token to a position through the layers, their weights the capacities, shown as shares of each row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; this lesson attends from one sentence to the other. Choose self attention, or import a model&apos;s attention (File → Import).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracing the layers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last layer (layer %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow, row shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through %1 layers: in %2 of %3 positions the input token that reaches the top most (rollout) is not the one the last layer attends to most; rank agreement of rollout with the last layer %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson is one layer: rollout is its weights mixed half and half with the residual path. Import a model&apos;s attention (File → Import) to trace a dozen layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow is drawn up to %1 tokens (a max-flow for every pair).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ExplainMeasuresPage</name>
    <message>
        <source>Weights say where a query looks, not what changes its output. Beside them, measures of what does; where the squares move, the weights mislead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α × ‖v‖: each weight times the size of the value it mixes in (Kobayashi et al. 2020). Key left out: how far the context moves without the key. Gradient × input (trained models): how much the written token&apos;s probability depends on each input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank agreement with the weights, row by row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query (row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α × ‖v‖</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient × input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2, gradient × input %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but what the model writes there depends most on “%4” (gradient × input %5 against %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but leaving out “%4” moves its context most (weight %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here no row clearly attends to one key while another moves its context most.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ExplainPanel</name>
    <message>
        <source>What matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights beside measures of how much each key changes the output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trained model&apos;s attention moved elsewhere, and what it writes unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention rollout and flow: which input tokens reach each position through all the layers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ExplainSwapPage</name>
    <message>
        <source>For each output the learned weights are shuffled over the keys, traded with another key&apos;s, or moved step by step towards one key; the candidate furthest from the learned weights (Jensen-Shannon divergence) that writes the same token, its output distribution within 0.05 of the learned one, is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This needs a trained model, whose output is a token it writes: train one on the Train tab and press &lt;b&gt;Use in the lesson&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can other attention give the same output (Jain &amp; Wallace 2019)? Both write “%1”: %2 of %3 outputs with their attention moved (Jensen-Shannon %4 bits on average, 1 = nothing shared; probability %5 → %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No output keeps its token once its most attended key changes: here the weights do point at what the model needs (Wiegreffe &amp; Pinter 2019).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” as learned, at “%3” swapped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::GenerateView</name>
    <message>
        <source>Induction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The models that come with the app: one learned to continue a repeated run of letters, the other to write sentences whose verb agrees with its subject.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A language model made by: attention-explorer train --task induction|grammar --model FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a language model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language models (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The words the model continues, separated by spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy writes the most likely token; Sample draws one from the distribution the filters leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharpens the distribution, above 1 flattens it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps only the k most likely tokens (off: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the fewest most likely tokens whose probabilities add up to p (1: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed draws the same text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the prompt: the cache holds the prompt&apos;s keys and values only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollout, all layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow, all layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map shows one layer&apos;s head, or which earlier tokens reach each position through every layer: rollout multiplies the layers&apos; attention, flow finds how much can get through (Abnar &amp; Zuidema 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sho&amp;w every head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every layer&apos;s heads at once, one small map each, in place of the map and the cache. Click one to see it large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;mpt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which half of the layer&apos;s cache the map shows: the keys each new query is compared with, or the values its attention mixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Train one here&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position (query)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position (key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cached position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained here (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; copies %1 % of repeated letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 % of its sentences are grammatical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 layers × %3 heads, d_model %4, %5 words%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer %1 head %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flow through %1 layers, shares of each row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (flow: up to %1 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rollout through %1 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a word this model knows. It knows: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a prompt: the words the model continues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step or play: the model writes one token at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The context is full: the model reads at most %1 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next token&apos;s distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to see the next token&apos;s distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: top %1 of %2 after “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtered: %1 kept, drew “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top-p %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache: %1 values, layer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache: %1 keys, layer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply-adds so far: %1 with the cache, %2 recomputing every step (%3×).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::HeadsView</name>
    <message>
        <source>Use multi-head attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the lesson&apos;s score function to multi-head attention (undo brings the old one back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson has one attention head. Multi-head attention runs several side by side, each with its own projections: switch to it to see one map per head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Computing the weights of %n head(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2 heads and the mean of all; click a head to show it as the main alignment map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a head to show it as the main alignment map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (shown)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::HeatmapView</name>
    <message>
        <source>argmax</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ImageSizeDialog</name>
    <message>
        <source>Drawing size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel: 2 makes sharp slides; SVG and PDF are vectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG &amp;scale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingPanel</name>
    <message>
        <source>Induction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the new model learns: to continue a repeated run of letters, or to write sentences whose verb agrees with its subject.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trai&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train a new model here, in the background: the maps show its heads as they learn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to an untrained model of the chosen task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tas&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grammatical sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copied letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement head on the subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>induction head on its target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training to write sentences, step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training to copy a repeated run, step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss %1; %2: %3 %; layer %4 head %5 puts %6 % of its attention where theory says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the heads do: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::LessonDocument</name>
    <message>
        <source>Edit source sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit target sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change colour map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::LexiconDialog</name>
    <message>
        <source>Lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One concept a line: English, French, German, Spanish, separated by tabs; several forms of a word separated by |. With lexicon embeddings, the words of one line share a vector.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::LinesView</name>
    <message>
        <source>queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::MainWindow</name>
    <message>
        <source>Attention Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Teach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;rain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train a small attention model and watch the alignment emerge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A language model writes one token at a time: sampling, causal attention and the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools that show each claim of the lesson happening: scaling, arithmetic, decoding, cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alignment matrix: which key each query attends to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step from embeddings to context vectors, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One map per head of multi-head attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query linked to each key by a line as strong as its weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Layer </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which layer of the model to show; the Heads tab shows its heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing a large lesson in the background; the window stays usable…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 30 accents on one letter are cut to 30 (Unicode&apos;s own limit for a character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention Explorer did not close properly last time. Restore the unsaved changes to “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the training?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window is drawn anew in the other language, and the training in progress stops. Switch now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import attention from a model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export view as image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weights (CSV, JSON or NPY)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights of every &amp;head…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Context vectors…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Queries Q…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys K…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Values V…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the row&apos;s &amp;bar chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export bar chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distribution.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy view as image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the &amp;lexicon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edited lexicon is used now but could not be saved for next time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the &amp;default lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Projector text (20 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, large text, a crosshair on the hovered cell. F5 again to leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Attention Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alignment map: arrow keys move a cell cursor, Enter shows its row&apos;s distribution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate tab: Alt+S writes one token, Alt+Y plays or pauses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt + the underlined letter of a tab or a label goes there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Attention Explorer %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Shows how the attention of neural networks works: type two sentences and watch the scores, weights and context vectors change; train small models; watch a language model write.&lt;/p&gt;&lt;p&gt;Qt %2 · products on this CPU: the %3 kernel&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(development build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Imported: %1  (%2 layers × %3 heads, %4 × %5)  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention (*.npy *.json);;NumPy arrays (*.npy);;Hugging Face JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token file was found beside it. Type the tokens, separated by spaces (leave empty to number the positions):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 queries × %2 keys, d_model %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Generate tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generation.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Attention map as CSV (*.csv);;Attention map as JSON (*.json);;Attention map as NumPy array (*.npy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the %1 tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teach.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Generate tab is on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tab is on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The view is on the clipboard (%1 × %2 pixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lesson.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::PipelineView</name>
    <message>
        <source>Imported attention holds the weights only: there is no pipeline to show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ResultPresentation</name>
    <message>
        <source>, head %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, mean of %1 heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported attention weights (%1%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scores / temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked by the mask: weight 0, the key is not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw score q·k: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaled score (÷√%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ temperature %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaled score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <comment>score function, matrix, (mode, heads)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::ScalingPanel</name>
    <message>
        <source>Why divide by √d_k? The same sentences at growing d_k: the raw dot products spread out, so without scaling the softmax collapses to one key (entropy falls to 0, the largest weight rises to 1). Dividing by √d_k keeps them comparable. Measured on the lesson&apos;s sentences with random queries and keys, as an untrained network has them (the case the scaling is for), averaged over 4 draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variance of q·k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax entropy (nats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest weight of a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q·k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scaled by √d_k</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::TeachingView</name>
    <message>
        <source>Why √d_k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step-through decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without vs with attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the unscaled softmax collapse as the vectors get longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every number between a query, a key and their weight, for the cell you clicked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the decoder one target word at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fixed context vector against one per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two configurations side by side, and their difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations, memory and measured time: attention is quadratic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is attention an explanation? The weights beside what each key really does to the output.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::TrainView</name>
    <message>
        <source>Reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse a sequence: 3 1 4 → 4 1 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalise dates: 3 March 2021 → 2021-03-03</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate word by word, English → French, from the lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate phrases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate phrases, the adjective moves: the red cars → les voitures rouges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A task whose true alignment is known, so we can score how well attention finds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score function the model learns with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How big a step Adam takes: too small learns slowly, too large jumps about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training steps between two redraws: slow it down to watch the alignment form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train a single step (one batch, one update of every weight) and show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: the attention as it was at each redraw of this training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use in the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson keeps the trained weights (and saves them in its file): type a new source and every tab shows what the trained model does with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1. Loss %2. Right tokens: %3&#xa0;%. Attention on the true source: %4&#xa0;%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training until attention finds the true source for %1&#xa0;% of the words; then the lesson uses this model.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::TrainingPlots</name>
    <message>
        <source>Held-out loss and accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alignment accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A held-out example after %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attention::WorkedArithmeticPanel</name>
    <message>
        <source>The query: whose attention is worked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key it attends to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all the terms of the score and of the context vector, not the first %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show: the lesson cannot be computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell of the alignment map, or pick a query and a key above, to see its arithmetic. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;How “%1” attends to “%2”&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Head %1 of %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;This key is &lt;b&gt;blocked by the mask&lt;/b&gt;: its score is replaced by −∞, so exp gives 0 and its weight is 0.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=4&gt;… and %1 more terms (tick &lt;i&gt;Every term&lt;/i&gt;)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;/table&gt;&lt;p&gt;Sum of the %1 terms%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 × 1/√%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax over the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The row&apos;s largest value is %1; subtracting it keeps exp finite.&lt;/p&gt;&lt;p&gt;exp(%2 − %1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Sum of exp over the row&apos;s open keys = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context vector of “%1”: c = Σ wⱼ vⱼ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;This head&apos;s part of V (dimensions %1 to %2), before the output projection Wₒ.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more dimensions (tick &lt;i&gt;Every term&lt;/i&gt;).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;For example c&lt;sub&gt;0&lt;/sub&gt; = %1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
