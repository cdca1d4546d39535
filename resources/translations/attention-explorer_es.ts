<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Message</name>
    <message>
        <source>&quot;score&quot; must be dot, scaled_dot, general or additive, not &quot;%1&quot;</source>
        <translation>“score” debe ser dot, scaled_dot, general o additive, no “%1”</translation>
    </message>
    <message>
        <source>K and V must have the same number of rows</source>
        <translation>K y V deben tener el mismo número de filas</translation>
    </message>
    <message>
        <source>&quot;mask&quot; must have one row per query and one column per key</source>
        <translation>“mask” debe tener una fila por consulta y una columna por clave</translation>
    </message>
    <message>
        <source>&quot;attn_mask&quot; must be [%1][%2]</source>
        <translation>“attn_mask” debe ser [%1][%2]</translation>
    </message>
    <message>
        <source>&quot;key_padding_mask&quot; must have %1 entries, one per key</source>
        <translation>“key_padding_mask” debe tener %1 entradas, una por clave</translation>
    </message>
    <message>
        <source>&quot;logits&quot; must hold one number per token</source>
        <translation>“logits” debe contener un número por token</translation>
    </message>
    <message>
        <source>&quot;op&quot; must be softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm or sample_filter, not &quot;%1&quot;</source>
        <translation>“op” debe ser softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm o sample_filter, no “%1”</translation>
    </message>
    <message>
        <source>a case must be a JSON object</source>
        <translation>un caso debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>the case is too large to read</source>
        <translation>el caso es demasiado grande para leerlo</translation>
    </message>
    <message>
        <source>This case</source>
        <translation>Este caso</translation>
    </message>
    <message>
        <source>make its matrices smaller</source>
        <translation>reduzca sus matrices</translation>
    </message>
    <message>
        <source>--picture must name a .png, .svg or .pdf file</source>
        <translation>--picture debe nombrar un archivo .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3</source>
        <translation>--%1 debe ser un número entero de %2 a %3</translation>
    </message>
    <message>
        <source>--%1 must be a number</source>
        <translation>--%1 debe ser un número</translation>
    </message>
    <message>
        <source>--mode must be cross, self_source or self_target</source>
        <translation>--mode debe ser cross, self_source o self_target</translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general, additive or multihead</source>
        <translation>--score debe ser dot, scaled_dot, general, additive o multihead</translation>
    </message>
    <message>
        <source>--embeddings must be lexicon or random</source>
        <translation>--embeddings debe ser lexicon o random</translation>
    </message>
    <message>
        <source>--projections must be random or identity</source>
        <translation>--projections debe ser random o identity</translation>
    </message>
    <message>
        <source>--colormap must be blues, viridis, magma, cividis, greys, contrast or rdbu</source>
        <translation>--colormap debe ser blues, viridis, magma, cividis, greys, contrast o rdbu</translation>
    </message>
    <message>
        <source>--view must be weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap, or a Teach panel: scaling, worked, decoding, contexts, compare, cost or explain</source>
        <translation>--view debe ser weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap o un panel de Enseñar: scaling, worked, decoding, contexts, compare, cost o explain</translation>
    </message>
    <message>
        <source>give --width and --height together</source>
        <translation>indique --width y --height juntos</translation>
    </message>
    <message>
        <source>--scale must be from 0.1 to 8</source>
        <translation>--scale debe ir de 0,1 a 8</translation>
    </message>
    <message>
        <source>--format must be png, svg, pdf, csv, json or npy</source>
        <translation>--format debe ser png, svg, pdf, csv, json o npy</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>say where to write with -o FILE (png, svg, pdf, csv, json or npy)</source>
        <translation>indique dónde escribir con -o ARCHIVO (png, svg, pdf, csv, json o npy)</translation>
    </message>
    <message>
        <source>give at most one lesson file</source>
        <translation>indique como mucho un archivo de lección</translation>
    </message>
    <message>
        <source>--view %1 is a picture: write png, svg or pdf</source>
        <translation>--view %1 es una imagen: escriba png, svg o pdf</translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation, not imported attention</source>
        <translation>--view %1 explica el cálculo propio de una lección, no una atención importada</translation>
    </message>
    <message>
        <source>--view %1 explains what a trained model writes: give a lesson saved by train --lesson</source>
        <translation>--view %1 explica lo que escribe un modelo entrenado: indique una lección guardada con train --lesson</translation>
    </message>
    <message>
        <source>rollout and flow follow self attention up through the layers: give --mode self_source or self_target, or --import a model&apos;s attention</source>
        <translation>el rollout y el flujo siguen la autoatención de capa en capa: indique --mode self_source o self_target, o importe la atención de un modelo con --import</translation>
    </message>
    <message>
        <source>nothing to export</source>
        <translation>nada que exportar</translation>
    </message>
    <message>
        <source>%1 has %2 layers: --layer must be from 1 to %2</source>
        <translation>%1 tiene %2 capas: --layer debe ir de 1 a %2</translation>
    </message>
    <message>
        <source>this lesson has %1 queries and %2 keys: --row and --column must be within them</source>
        <translation>esta lección tiene %1 consultas y %2 claves: --row y --column deben quedar dentro</translation>
    </message>
    <message>
        <source>tracing attention through layers needs at least one layer</source>
        <translation>seguir la atención a través de las capas requiere al menos una capa</translation>
    </message>
    <message>
        <source>rollout and flow follow self attention: every layer must be n x n with the same n</source>
        <translation>el rollout y el flujo siguen la autoatención: cada capa debe ser n x n con el mismo n</translation>
    </message>
    <message>
        <source>attention flow solves a max-flow per pair of tokens: at most %1 tokens, not %2 (rollout has no limit)</source>
        <translation>el flujo de atención resuelve un flujo máximo por par de tokens: como mucho %1 tokens, no %2 (el rollout no tiene límite)</translation>
    </message>
    <message>
        <source>weighing keys by what they do needs the value vectors: only a lesson computed here has them, not imported attention</source>
        <translation>ponderar las claves por su efecto requiere los vectores de valor: solo una lección calculada aquí los tiene, no una atención importada</translation>
    </message>
    <message>
        <source>The model reads 1 to %1 tokens at a time, not %2.</source>
        <translation>El modelo lee de 1 a %1 tokens a la vez, no %2.</translation>
    </message>
    <message>
        <source>Token id %1 is not in the model&apos;s vocabulary of %2 words.</source>
        <translation>El token con id %1 no está en el vocabulario de %2 palabras del modelo.</translation>
    </message>
    <message>
        <source>The model&apos;s %1 does not have the shape its sizes declare.</source>
        <translation>El parámetro %1 del modelo no tiene la forma que declaran sus tamaños.</translation>
    </message>
    <message>
        <source>A language model here has 1 to %1 layers, 1 to %2 heads, d_model up to %3, a context of up to %4 tokens, up to %5 words and an MLP of up to %6.</source>
        <translation>Un modelo de lenguaje tiene aquí de 1 a %1 capas, de 1 a %2 cabezas, d_model hasta %3, un contexto de hasta %4 tokens, hasta %5 palabras y un MLP de hasta %6.</translation>
    </message>
    <message>
        <source>d_model (%1) must be a multiple of the number of heads (%2).</source>
        <translation>d_model (%1) debe ser múltiplo del número de cabezas (%2).</translation>
    </message>
    <message>
        <source>The prompt is empty.</source>
        <translation>El prompt está vacío.</translation>
    </message>
    <message>
        <source>The model&apos;s context is full: it reads at most %1 tokens.</source>
        <translation>El contexto del modelo está lleno: lee como mucho %1 tokens.</translation>
    </message>
    <message>
        <source>The temperature must be a number above 0, not %1.</source>
        <translation>La temperatura debe ser un número mayor que 0, no %1.</translation>
    </message>
    <message>
        <source>Top-k must be 0 (off) or more, not %1.</source>
        <translation>Top-k debe ser 0 (desactivado) o más, no %1.</translation>
    </message>
    <message>
        <source>Top-p must be above 0 and at most 1, not %1.</source>
        <translation>Top-p debe ser mayor que 0 y como mucho 1, no %1.</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1 (it is %2)</source>
        <translation>d_model debe estar entre 1 y %1 (es %2)</translation>
    </message>
    <message>
        <source>at most %1 heads are supported</source>
        <translation>se admiten como mucho %1 cabezas</translation>
    </message>
    <message>
        <source>there cannot be more heads (%1) than d_model (%2)</source>
        <translation>no puede haber más cabezas (%1) que d_model (%2)</translation>
    </message>
    <message>
        <source>the additive attention size must be between 1 and %1</source>
        <translation>el tamaño de la atención aditiva debe estar entre 1 y %1</translation>
    </message>
    <message>
        <source>the temperature must be between %1 and %2</source>
        <translation>la temperatura debe estar entre %1 y %2</translation>
    </message>
    <message>
        <source>the lexicon noise must be between 0 and 10</source>
        <translation>el ruido del léxico debe estar entre 0 y 10</translation>
    </message>
    <message>
        <source>the token limit must be between 1 and %1</source>
        <translation>el límite de tokens debe estar entre 1 y %1</translation>
    </message>
    <message>
        <source>keys can be padded to at most %1 tokens</source>
        <translation>las claves pueden rellenarse hasta %1 tokens como mucho</translation>
    </message>
    <message>
        <source>The source sentence has %1 tokens; only the first %2 are shown.</source>
        <translation>La frase de origen tiene %1 tokens; solo se muestran los %2 primeros.</translation>
    </message>
    <message>
        <source>The target sentence has %1 tokens; only the first %2 are shown.</source>
        <translation>La frase de destino tiene %1 tokens; solo se muestran los %2 primeros.</translation>
    </message>
    <message>
        <source>The source sentence has no words yet: type a few to see attention.</source>
        <translation>La frase de origen aún no tiene palabras: escriba algunas para ver la atención.</translation>
    </message>
    <message>
        <source>The target sentence has no words yet: type a few to see attention.</source>
        <translation>La frase de destino aún no tiene palabras: escriba algunas para ver la atención.</translation>
    </message>
    <message>
        <source>A causal mask in cross attention hides the source words after each target word&apos;s position, which a translation does not do: it is meant for a decoder&apos;s self attention (Mode: self attention on the target).</source>
        <translation>Una máscara causal en la atención cruzada oculta las palabras de origen posteriores a la posición de cada palabra de destino, algo que una traducción no hace: está pensada para la autoatención de un decodificador (Modo: autoatención sobre el destino).</translation>
    </message>
    <message>
        <source>This lesson</source>
        <translation>Esta lección</translation>
    </message>
    <message>
        <source>use fewer tokens, a smaller d_model, fewer heads or a smaller additive size</source>
        <translation>use menos tokens, un d_model menor, menos cabezas o un tamaño aditivo menor</translation>
    </message>
    <message>
        <source>This lesson needs more memory than the computer has: use shorter sentences or a smaller d_model.</source>
        <translation>Esta lección necesita más memoria de la que tiene el ordenador: use frases más cortas o un d_model menor.</translation>
    </message>
    <message>
        <source>The attention could not be computed: %1</source>
        <translation>No se pudo calcular la atención: %1</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>importada de %1</translation>
    </message>
    <message>
        <source>lexicon: translations share a vector</source>
        <translation>léxico: las traducciones comparten un vector</translation>
    </message>
    <message>
        <source>lexicon embeddings through random projections: the pattern means nothing yet</source>
        <translation>incrustaciones del léxico a través de proyecciones aleatorias: el patrón aún no significa nada</translation>
    </message>
    <message>
        <source>untrained: random weights, the pattern means nothing yet</source>
        <translation>sin entrenar: pesos aleatorios, el patrón aún no significa nada</translation>
    </message>
    <message>
        <source>%1 would need about %2 GB of memory, more than the %3 GB this app allows itself: %4</source>
        <translation>%1 necesitaría unos %2 GB de memoria, más que los %3 GB que se permite esta aplicación: %4</translation>
    </message>
    <message>
        <source>%1 would take about %2 multiply-adds, more than the %3 (about ten seconds) this app allows itself: %4</source>
        <translation>%1 necesitaría unas %2 multiplicaciones-sumas, más que las %3 (unos diez segundos) que se permite esta aplicación: %4</translation>
    </message>
    <message>
        <source>the computation was given up: a later edit replaced it</source>
        <translation>se abandonó el cálculo: una edición posterior lo sustituyó</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model debe ser al menos 1</translation>
    </message>
    <message>
        <source>there must be at least one head</source>
        <translation>debe haber al menos una cabeza</translation>
    </message>
    <message>
        <source>d_model %1 cannot be split into %2 equal heads: choose a number of heads that divides it</source>
        <translation>d_model %1 no se puede dividir en %2 cabezas iguales: elija un número de cabezas que lo divida</translation>
    </message>
    <message>
        <source>in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = %1</source>
        <translation>in_proj_weight debe ser [3E][E] e in_proj_bias [3E] para E = %1</translation>
    </message>
    <message>
        <source>out_proj_weight must be [E][E] and out_proj_bias [E] for E = %1</source>
        <translation>out_proj_weight debe ser [E][E] y out_proj_bias [E] para E = %1</translation>
    </message>
    <message>
        <source>query, key and value rows must have embed_dim = %1 entries</source>
        <translation>las filas de consulta, clave y valor deben tener embed_dim = %1 entradas</translation>
    </message>
    <message>
        <source>multi-head attention needs queries, and as many values as keys</source>
        <translation>la atención multicabeza necesita consultas, y tantos valores como claves</translation>
    </message>
    <message>
        <source>there is no such cell</source>
        <translation>esa celda no existe</translation>
    </message>
    <message>
        <source>line %1 needs four columns separated by tabs (English, French, German, Spanish)</source>
        <translation>la línea %1 necesita cuatro columnas separadas por tabuladores (inglés, francés, alemán, español)</translation>
    </message>
    <message>
        <source>the lexicon has no concepts</source>
        <translation>el léxico no tiene conceptos</translation>
    </message>
    <message>
        <source>additive attention needs an attention size of at least 1</source>
        <translation>la atención aditiva necesita un tamaño de atención de al menos 1</translation>
    </message>
    <message>
        <source>additive weights W_q %1 and W_k %2 do not fit Q %3 and K %4</source>
        <translation>los pesos aditivos W_q %1 y W_k %2 no encajan con Q %3 y K %4</translation>
    </message>
    <message>
        <source>additive biases and v must all have the attention size %1</source>
        <translation>los sesgos aditivos y v deben tener todos el tamaño de atención %1</translation>
    </message>
    <message>
        <source>the temperature must be a positive number (it divides the scores)</source>
        <translation>la temperatura debe ser un número positivo (divide las puntuaciones)</translation>
    </message>
    <message>
        <source>the mask must have one row per query and one column per key</source>
        <translation>la máscara debe tener una fila por consulta y una columna por clave</translation>
    </message>
    <message>
        <source>attention needs at least one query and one key</source>
        <translation>la atención necesita al menos una consulta y una clave</translation>
    </message>
    <message>
        <source>K %1 and V %2 must have one row per key</source>
        <translation>K %1 y V %2 deben tener una fila por clave</translation>
    </message>
    <message>
        <source>Q %1 and K %2 must have the same width</source>
        <translation>Q %1 y K %2 deben tener el mismo ancho</translation>
    </message>
    <message>
        <source>queries and keys need a dimension of at least 1</source>
        <translation>las consultas y las claves necesitan una dimensión de al menos 1</translation>
    </message>
    <message>
        <source>Luong&apos;s W %1 must be %2x%3</source>
        <translation>la W de Luong %1 debe ser %2x%3</translation>
    </message>
    <message>
        <source>multi-head attention is computed by multiHeadAttention()</source>
        <translation>la atención multicabeza se calcula con multiHeadAttention()</translation>
    </message>
    <message>
        <source>each weight must be [h][h] with h = %1</source>
        <translation>cada peso debe ser [h][h] con h = %1</translation>
    </message>
    <message>
        <source>each bias must have h = %1 entries</source>
        <translation>cada sesgo debe tener h = %1 entradas</translation>
    </message>
    <message>
        <source>the weights, inputs and mask of multi-head attention do not fit together</source>
        <translation>los pesos, las entradas y la máscara de la atención multicabeza no encajan entre sí</translation>
    </message>
    <message>
        <source>The reverse model reads digits only: type a few, such as &quot;3 1 4 1 5&quot;.</source>
        <translation>El modelo de inversión solo lee cifras: escriba algunas, como “3 1 4 1 5”.</translation>
    </message>
    <message>
        <source>The dates model reads a day, a month&apos;s name and a four-digit year, such as &quot;3 March 2021&quot;.</source>
        <translation>El modelo de fechas lee un día, el nombre de un mes en inglés y un año de cuatro cifras, como “3 March 2021”.</translation>
    </message>
    <message>
        <source>The phrases model reads noun phrases joined by &quot;and&quot;, &quot;or&quot; or &quot;with&quot;, each a determiner (the, my, our, these, some), an adjective and a plural noun, such as &quot;the red cars and my sad dogs&quot;%1</source>
        <translation>El modelo de sintagmas lee sintagmas nominales unidos por “and”, “or” o “with”, cada uno con un determinante (the, my, our, these, some), un adjetivo y un sustantivo en plural, como “the red cars and my sad dogs”%1</translation>
    </message>
    <message>
        <source> (adjectives such as %1): &quot;%2&quot; does not fit there.</source>
        <translation> (adjetivos como %1): “%2” no encaja aquí.</translation>
    </message>
    <message>
        <source> (nouns such as %1): &quot;%2&quot; does not fit there.</source>
        <translation> (sustantivos como %1): “%2” no encaja aquí.</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; does not fit there.</source>
        <translation>: “%1” no encaja aquí.</translation>
    </message>
    <message>
        <source>: the last phrase is not finished.</source>
        <translation>: el último sintagma no está terminado.</translation>
    </message>
    <message>
        <source>The translation model learned %1 English words (%2, ...); &quot;%3&quot; is not one of them.</source>
        <translation>El modelo de traducción aprendió %1 palabras inglesas (%2, ...); “%3” no es una de ellas.</translation>
    </message>
    <message>
        <source>Type a source sentence for the trained model to read.</source>
        <translation>Escriba una frase de origen para que la lea el modelo entrenado.</translation>
    </message>
    <message>
        <source>The trained model knows positions up to %1: shorten the source.</source>
        <translation>El modelo entrenado conoce posiciones hasta %1: acorte el origen.</translation>
    </message>
    <message>
        <source>the trained model&apos;s sizes must lie between 1 and %1</source>
        <translation>los tamaños del modelo entrenado deben estar entre 1 y %1</translation>
    </message>
    <message>
        <source>the trained model&apos;s weights do not have the shapes its sizes describe, or hold a number that is not finite</source>
        <translation>los pesos del modelo entrenado no tienen las formas que describen sus tamaños, o contienen un número no finito</translation>
    </message>
    <message>
        <source>%1, %2, %3 steps, %4 % of outputs attend to their true source</source>
        <translation>%1, %2, %3 pasos, el %4 % de las salidas atiende a su verdadero origen</translation>
    </message>
    <message>
        <source>The trained model cannot be used: %1.</source>
        <translation>No se puede usar el modelo entrenado: %1.</translation>
    </message>
    <message>
        <source>[codes of the output position | of the source length]</source>
        <translation>[códigos de la posición de salida | de la longitud del origen]</translation>
    </message>
    <message>
        <source>[embedding | codes of the position from the start | from the end]</source>
        <translation>[incrustación | códigos de la posición desde el inicio | desde el final]</translation>
    </message>
    <message>
        <source>trained for %1 steps on %2</source>
        <translation>entrenado %1 pasos en %2</translation>
    </message>
    <message>
        <source>The trained %1 model writes &quot;%2&quot;.</source>
        <translation>El modelo %1 entrenado escribe “%2”.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of token strings</source>
        <translation>“%1” debe ser una lista de tokens (cadenas)</translation>
    </message>
    <message>
        <source>the nesting of &quot;attentions&quot; is uneven</source>
        <translation>el anidamiento de “attentions” es irregular</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; holds too many values</source>
        <translation>“attentions” contiene demasiados valores</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be nested lists of numbers, 3 or 4 deep per layer</source>
        <translation>“attentions” debe ser listas de números anidadas, de 3 o 4 niveles por capa</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; is not rectangular: a list at depth %1 has %2 entries, another %3</source>
        <translation>“attentions” no es rectangular: una lista en el nivel %1 tiene %2 entradas, otra %3</translation>
    </message>
    <message>
        <source>attention must have shape [q, k], [heads, q, k] or [layers, heads, q, k]; this array has %1 dimensions</source>
        <translation>la atención debe tener forma [q, k], [cabezas, q, k] o [capas, cabezas, q, k]; este array tiene %1 dimensiones</translation>
    </message>
    <message>
        <source>the matrix is %1 x %2 but there are %3 query and %4 key tokens</source>
        <translation>la matriz es %1 x %2 pero hay %3 tokens de consulta y %4 de clave</translation>
    </message>
    <message>
        <source>the token file is not a JSON object</source>
        <translation>el archivo de tokens no es un objeto JSON</translation>
    </message>
    <message>
        <source>the JSON needs an &quot;attentions&quot; list (one entry per layer)</source>
        <translation>el JSON necesita una lista “attentions” (una entrada por capa)</translation>
    </message>
    <message>
        <source>the batch holds %1 sequences: export one (batch index 0)</source>
        <translation>el lote contiene %1 secuencias: exporte una (índice de lote 0)</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be [layers][heads][queries][keys], with an optional batch of 1</source>
        <translation>“attentions” debe ser [capas][cabezas][consultas][claves], con un lote opcional de 1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Could not read the tokens in %1: %2</source>
        <translation>No se pudieron leer los tokens de %1: %2</translation>
    </message>
    <message>
        <source>&quot;layers&quot; must list %1 blocks</source>
        <translation>“layers” debe listar %1 bloques</translation>
    </message>
    <message>
        <source>a language model file is one JSON object</source>
        <translation>un archivo de modelo de lenguaje es un objeto JSON</translation>
    </message>
    <message>
        <source>it is not a language model (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>no es un modelo de lenguaje (“format” debe ser “%1”)</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; must list %1 words, one per id</source>
        <translation>“vocabulary” debe listar %1 palabras, una por id</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): name a file</source>
        <translation>%1 no es un archivo normal (una carpeta, un dispositivo o una tubería): indique un archivo</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation>%1 supera los %2 MB</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>no se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name this system can use</source>
        <translation>“%1” no es un nombre de archivo que este sistema pueda usar</translation>
    </message>
    <message>
        <source>%1 is a folder: name a file to write</source>
        <translation>%1 es una carpeta: indique un archivo para escribir</translation>
    </message>
    <message>
        <source>could not write %1: the folder %2 does not exist</source>
        <translation>no se pudo escribir %1: la carpeta %2 no existe</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an unknown value &quot;%2&quot;</source>
        <translation>“%1” tiene un valor desconocido “%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>“%1” debe ser true o false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>“%1” debe ser una cadena</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of [query, key] pairs</source>
        <translation>“%1” debe ser una lista de pares [consulta, clave]</translation>
    </message>
    <message>
        <source>this is not an Attention Explorer lesson (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>no es una lección de Attention Explorer (“format” no es “%1”)</translation>
    </message>
    <message>
        <source>this lesson was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation>esta lección la escribió un Attention Explorer más reciente (versión de formato %1; este lee hasta la %2): actualice la aplicación</translation>
    </message>
    <message>
        <source>a lesson file must hold one JSON object</source>
        <translation>un archivo de lección debe contener un objeto JSON</translation>
    </message>
    <message>
        <source>there is no matrix to write</source>
        <translation>no hay ninguna matriz que escribir</translation>
    </message>
    <message>
        <source>unknown matrix format &quot;%1&quot;: use csv, json or npy</source>
        <translation>formato de matriz desconocido “%1”: use csv, json o npy</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>falta “%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty list</source>
        <translation>“%1” debe ser una lista no vacía</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 is not a list</source>
        <translation>la fila %2 de “%1” no es una lista</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has empty rows</source>
        <translation>“%1” tiene filas vacías</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 x %3 cells)</source>
        <translation>“%1” es demasiado grande (%2 x %3 celdas)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 has %3 entries, row 0 has %4</source>
        <translation>la fila %2 de “%1” tiene %3 entradas, la fila 0 tiene %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>“%1” debe ser un número</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is out of range</source>
        <translation>“%1” está fuera de rango</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON no válido en el byte %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too long</source>
        <translation>“%1” es demasiado largo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>“%1” debe ser un número entero de %2 a %3</translation>
    </message>
    <message>
        <source>not an NPY file (it does not start with \x93NUMPY)</source>
        <translation>no es un archivo NPY (no empieza por \x93NUMPY)</translation>
    </message>
    <message>
        <source>NPY format version %1 is not supported</source>
        <translation>la versión %1 del formato NPY no está admitida</translation>
    </message>
    <message>
        <source>the NPY header is truncated</source>
        <translation>la cabecera NPY está truncada</translation>
    </message>
    <message>
        <source>the NPY header is truncated or too long</source>
        <translation>la cabecera NPY está truncada o es demasiado larga</translation>
    </message>
    <message>
        <source>the array holds an unknown type; attention weights must be float32 or float64</source>
        <translation>el array contiene un tipo desconocido; los pesos de atención deben ser float32 o float64</translation>
    </message>
    <message>
        <source>the array holds %1; attention weights must be float32 or float64</source>
        <translation>el array contiene %1; los pesos de atención deben ser float32 o float64</translation>
    </message>
    <message>
        <source>the NPY header has no fortran_order</source>
        <translation>la cabecera NPY no tiene fortran_order</translation>
    </message>
    <message>
        <source>the NPY header has no shape</source>
        <translation>la cabecera NPY no tiene forma (shape)</translation>
    </message>
    <message>
        <source>the NPY shape (%1) is not a list of sizes</source>
        <translation>la forma NPY (%1) no es una lista de tamaños</translation>
    </message>
    <message>
        <source>the array claims shape (%1): more than %2 million values</source>
        <translation>el array declara la forma (%1): más de %2 millones de valores</translation>
    </message>
    <message>
        <source>the array is a single number, not a matrix</source>
        <translation>el array es un solo número, no una matriz</translation>
    </message>
    <message>
        <source>the array is empty</source>
        <translation>el array está vacío</translation>
    </message>
    <message>
        <source>the file is truncated: the shape (%1) needs %2 bytes of data, it has %3</source>
        <translation>el archivo está truncado: la forma (%1) necesita %2 bytes de datos, tiene %3</translation>
    </message>
    <message>
        <source>could not read the file: %1</source>
        <translation>no se pudo leer el archivo: %1</translation>
    </message>
    <message>
        <source>the attention holds %1 (element %2), more than a float can hold: attention weights lie between 0 and 1</source>
        <translation>la atención contiene %1 (elemento %2), más de lo que cabe en un float: los pesos de atención están entre 0 y 1</translation>
    </message>
    <message>
        <source>the array holds NaN or infinity (at element %1): attention weights must be finite</source>
        <translation>el array contiene NaN o infinito (en el elemento %1): los pesos de atención deben ser finitos</translation>
    </message>
    <message>
        <source>%1 has changed since it was opened: it is now shorter than its header says</source>
        <translation>%1 ha cambiado desde que se abrió: ahora es más corto de lo que dice su cabecera</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1</source>
        <translation>“%1” debe estar entre 0 y 1</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; must be an object</source>
        <translation>“trained_model” debe ser un objeto</translation>
    </message>
    <message>
        <source>&quot;task&quot; must be reverse, dates, translate or phrases</source>
        <translation>“task” debe ser reverse, dates, translate o phrases</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; has an unknown &quot;score&quot;</source>
        <translation>“trained_model” tiene un “score” desconocido</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot;: %1</source>
        <translation>“trained_model”: %1</translation>
    </message>
    <message>
        <source>drawing %1 failed</source>
        <translation>falló el dibujo de %1</translation>
    </message>
    <message>
        <source>the image is too large for this computer&apos;s memory</source>
        <translation>la imagen es demasiado grande para la memoria de este ordenador</translation>
    </message>
    <message>
        <source>the picture of %1 came out blank: nothing was drawn</source>
        <translation>la imagen de %1 salió en blanco: no se dibujó nada</translation>
    </message>
    <message>
        <source>%1 has no suffix to tell the format: end it with .png, .svg, .pdf, .csv, .json or .npy (or give --format)</source>
        <translation>%1 no tiene extensión que indique el formato: termínelo en .png, .svg, .pdf, .csv, .json o .npy (o indique --format)</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;: use png, svg, pdf, csv, json or npy</source>
        <translation>formato desconocido “%1”: use png, svg, pdf, csv, json o npy</translation>
    </message>
    <message>
        <source>There is nothing to export: the prompt has no words the model knows.</source>
        <translation>No hay nada que exportar: el prompt no tiene ninguna palabra que el modelo conozca.</translation>
    </message>
    <message>
        <source>a PDF page is at most %1 points a side (200 inches): give a smaller --width and --height, or write svg</source>
        <translation>una página PDF mide como mucho %1 puntos de lado (200 pulgadas): indique --width y --height menores, o escriba svg</translation>
    </message>
    <message>
        <source>the picture would be too large: at most %1 pixels a side (width or height times the scale)</source>
        <translation>la imagen sería demasiado grande: como mucho %1 píxeles de lado (ancho o alto por la escala)</translation>
    </message>
    <message>
        <source>imported attention holds weights only: use --view weights, heads or lines</source>
        <translation>la atención importada solo contiene pesos: use --view weights, heads o lines</translation>
    </message>
    <message>
        <source>the attention has %1 heads and a picture of heads shows at most %2: give --head N for one, or export the numbers (csv, json or npy)</source>
        <translation>la atención tiene %1 cabezas y una imagen de las cabezas muestra como mucho %2: indique --head N para una, o exporte los números (csv, json o npy)</translation>
    </message>
    <message>
        <source>there is no query %1 to chart</source>
        <translation>no hay consulta %1 que representar</translation>
    </message>
    <message>
        <source>This export</source>
        <translation>Esta exportación</translation>
    </message>
    <message>
        <source>imported attention holds weights only: export weights or heads</source>
        <translation>la atención importada solo contiene pesos: exporte los pesos o las cabezas</translation>
    </message>
    <message>
        <source>Your edited lexicon (%1) could not be read, so the built-in one is used: %2</source>
        <translation>Su léxico editado (%1) no se pudo leer, así que se usa el incorporado: %2</translation>
    </message>
    <message>
        <source>Cross attention</source>
        <translation>Atención cruzada</translation>
    </message>
    <message>
        <source>Self attention (source)</source>
        <translation>Autoatención (origen)</translation>
    </message>
    <message>
        <source>Self attention (target)</source>
        <translation>Autoatención (destino)</translation>
    </message>
    <message>
        <source>Dot product</source>
        <translation>Producto escalar</translation>
    </message>
    <message>
        <source>Scaled dot product</source>
        <translation>Producto escalar escalado</translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation>Luong general</translation>
    </message>
    <message>
        <source>Additive (Bahdanau)</source>
        <translation>Aditiva (Bahdanau)</translation>
    </message>
    <message>
        <source>Multi-head</source>
        <translation>Multicabeza</translation>
    </message>
    <message>
        <source>--head must be from 1 to %1, the number of heads of this attention</source>
        <translation>--head debe ir de 1 a %1, el número de cabezas de esta atención</translation>
    </message>
    <message>
        <source>could not write %1: it is a pipe that nothing reads from</source>
        <translation>no se pudo escribir %1: es una tubería que nada lee</translation>
    </message>
    <message>
        <source>a number in the JSON is longer than %1 KB</source>
        <translation>un número del JSON ocupa más de %1 KB</translation>
    </message>
    <message>
        <source>the reading was stopped</source>
        <translation>la lectura se detuvo</translation>
    </message>
    <message>
        <source>the kernels must be avx512, avx2 or portable</source>
        <translation>los núcleos deben ser avx512, avx2 o portable</translation>
    </message>
    <message>
        <source>this CPU has no %1 (its best is %2)</source>
        <translation>este procesador no tiene %1 (su mejor es %2)</translation>
    </message>
    <message>
        <source>the model reads at most %1 tokens, and this is %2</source>
        <translation>el modelo lee como mucho %1 tokens, y esto son %2</translation>
    </message>
    <message>
        <source>token id %1 is not in the model&apos;s vocabulary of %2</source>
        <translation>el id de token %1 no está en el vocabulario de %2 del modelo</translation>
    </message>
    <message>
        <source>the SentencePiece model cannot be read: %1</source>
        <translation>no se puede leer el modelo SentencePiece: %1</translation>
    </message>
    <message>
        <source>the weights have no tensor %1 %2</source>
        <translation>los pesos no tienen ningún tensor %1 %2</translation>
    </message>
    <message>
        <source>the tensor %1 is %2, not %3 as the configuration says</source>
        <translation>el tensor %1 es %2, no %3 como dice la configuración</translation>
    </message>
    <message>
        <source>config.json has no &quot;%1&quot;</source>
        <translation>config.json no tiene “%1”</translation>
    </message>
    <message>
        <source>config.json names an activation this app does not know: &quot;%1&quot;</source>
        <translation>config.json nombra una activación que esta aplicación no conoce: “%1”</translation>
    </message>
    <message>
        <source>config.json&apos;s model_type &quot;%1&quot; is not one this app runs: gpt2, llama, qwen2, bert, distilbert or marian</source>
        <translation>el model_type “%1” de config.json no es de los que ejecuta esta aplicación: gpt2, llama, qwen2, bert, distilbert o marian</translation>
    </message>
    <message>
        <source>config.json asks for rope_scaling, which this app does not compute yet</source>
        <translation>config.json pide rope_scaling, que esta aplicación aún no calcula</translation>
    </message>
    <message>
        <source>config.json&apos;s num_attention_heads (%1) is not a multiple of num_key_value_heads (%2)</source>
        <translation>el num_attention_heads (%1) de config.json no es múltiplo de num_key_value_heads (%2)</translation>
    </message>
    <message>
        <source>rotary positions need an even head size, and hidden_size / num_attention_heads is %1</source>
        <translation>las posiciones rotatorias necesitan un tamaño de cabeza par, y hidden_size / num_attention_heads es %1</translation>
    </message>
    <message>
        <source>this Marian model has a decoder vocabulary of its own, which this app does not read yet</source>
        <translation>este modelo Marian tiene un vocabulario de decodificador propio, que esta aplicación aún no lee</translation>
    </message>
    <message>
        <source>config.json&apos;s %1 (%2) is not a multiple of its heads (%3)</source>
        <translation>el %1 (%2) de config.json no es múltiplo de sus cabezas (%3)</translation>
    </message>
    <message>
        <source>config.json must hold one JSON object</source>
        <translation>config.json debe contener un objeto JSON</translation>
    </message>
    <message>
        <source>%1 is not a folder: a model is opened as the folder that holds config.json</source>
        <translation>%1 no es una carpeta: un modelo se abre como la carpeta que contiene config.json</translation>
    </message>
    <message>
        <source>config.json: %1</source>
        <translation>config.json: %1</translation>
    </message>
    <message>
        <source>this app reads model.safetensors; pytorch_model.bin is not read yet</source>
        <translation>esta aplicación lee model.safetensors; pytorch_model.bin aún no se lee</translation>
    </message>
    <message>
        <source>the folder has no weights: model.safetensors or model.safetensors.index.json</source>
        <translation>la carpeta no tiene pesos: model.safetensors o model.safetensors.index.json</translation>
    </message>
    <message>
        <source>the model&apos;s weights take %1 GB (up to twice that as float32), more than half of this computer&apos;s %2 GB</source>
        <translation>los pesos del modelo ocupan %1 GB (hasta el doble como float32), más de la mitad de los %2 GB de este ordenador</translation>
    </message>
    <message>
        <source>the model&apos;s weights take %1 GB as float32, more than half of this computer&apos;s %2 GB</source>
        <translation>los pesos del modelo ocupan %1 GB como float32, más de la mitad de los %2 GB de este ordenador</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is cut short: it is not a whole safetensors file</source>
        <translation>%1 está cortado: no es un archivo safetensors completo</translation>
    </message>
    <message>
        <source>%1 does not start with a safetensors header</source>
        <translation>%1 no empieza con una cabecera safetensors</translation>
    </message>
    <message>
        <source>%1&apos;s header is not valid: %2</source>
        <translation>la cabecera de %1 no es válida: %2</translation>
    </message>
    <message>
        <source>%1 cannot be mapped into memory: %2</source>
        <translation>no se puede proyectar %1 en memoria: %2</translation>
    </message>
    <message>
        <source>%1 describes the tensor %2 wrongly (its type, shape or place in the file)</source>
        <translation>%1 describe mal el tensor %2 (su tipo, su forma o su lugar en el archivo)</translation>
    </message>
    <message>
        <source>model.safetensors.index.json is not an index of shards</source>
        <translation>model.safetensors.index.json no es un índice de fragmentos</translation>
    </message>
    <message>
        <source>model.safetensors.index.json names a shard outside the folder: &quot;%1&quot;</source>
        <translation>model.safetensors.index.json nombra un fragmento fuera de la carpeta: “%1”</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 debe contener un objeto JSON</translation>
    </message>
    <message>
        <source>%1 gives &quot;%2&quot; an id that is no token number</source>
        <translation>%1 da a “%2” un id que no es un número de token</translation>
    </message>
    <message>
        <source>tokenizer.json holds a %1 model; this app reads byte-level BPE here</source>
        <translation>tokenizer.json contiene un modelo %1; esta aplicación lee aquí BPE a nivel de bytes</translation>
    </message>
    <message>
        <source>tokenizer.json splits text another way than GPT-2&apos;s byte-level pattern (%1), which this app does not read yet</source>
        <translation>tokenizer.json divide el texto de otra forma que el patrón a nivel de bytes de GPT-2 (%1), que esta aplicación aún no lee</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: tokenizer.json, or vocab.json and merges.txt</source>
        <translation>la carpeta no tiene tokenizador: tokenizer.json, o vocab.json y merges.txt</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: vocab.txt</source>
        <translation>la carpeta no tiene tokenizador: vocab.txt</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: source.spm, target.spm and vocab.json</source>
        <translation>la carpeta no tiene tokenizador: source.spm, target.spm y vocab.json</translation>
    </message>
    <message>
        <source>the folder has no tokenizer</source>
        <translation>la carpeta no tiene tokenizador</translation>
    </message>
    <message>
        <source>give --import or --model, not both</source>
        <translation>indique --import o --model, no ambos</translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation: it takes no --model yet</source>
        <translation>--view %1 explica el cálculo propio de una lección: aún no admite --model</translation>
    </message>
    <message>
        <source>--model reads the text of --source</source>
        <translation>--model lee el texto de --source</translation>
    </message>
    <message>
        <source>--layer all writes every layer&apos;s heads as numbers: give --view heads and a csv, json or npy file</source>
        <translation>--layer all escribe las cabezas de cada capa como números: indique --view heads y un archivo csv, json o npy</translation>
    </message>
    <message>
        <source>--attention must be encoder, decoder or cross</source>
        <translation>--attention debe ser encoder, decoder o cross</translation>
    </message>
    <message>
        <source>--attention chooses a model&apos;s attention: give --model too</source>
        <translation>--attention elige la atención de un modelo: indique también --model</translation>
    </message>
    <message>
        <source>This text through the model</source>
        <translation>Este texto a través del modelo</translation>
    </message>
    <message>
        <source>use a shorter text</source>
        <translation>use un texto más corto</translation>
    </message>
    <message>
        <source>the search found no translation</source>
        <translation>la búsqueda no encontró ninguna traducción</translation>
    </message>
    <message>
        <source>the model gave no attention</source>
        <translation>el modelo no dio ninguna atención</translation>
    </message>
    <message>
        <source>a %1 model has no such attention: give encoder, decoder or cross as it has them</source>
        <translation>un modelo %1 no tiene esa atención: indique encoder, decoder o cross según las que tenga</translation>
    </message>
    <message>
        <source>the model has no tokens to read: type a few words</source>
        <translation>el modelo no tiene tokens que leer: escriba algunas palabras</translation>
    </message>
    <message>
        <source>%1 translates: &quot;%2&quot;</source>
        <translation>%1 traduce: “%2”</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, capa %2 de %3</translation>
    </message>
    <message>
        <source>&quot;model&quot; must name a folder, and as attention cross, encoder or decoder</source>
        <translation>“model” debe nombrar una carpeta, y como atención cross, encoder o decoder</translation>
    </message>
    <message>
        <source>could not write %1: %2 is a file, not a folder</source>
        <translation>no se pudo escribir %1: %2 es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>it was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation>lo escribió un Attention Explorer más reciente (versión de formato %1; este lee hasta la %2): actualice la aplicación</translation>
    </message>
    <message>
        <source>word %1 of &quot;vocabulary&quot; must be text without spaces or control characters</source>
        <translation>la palabra %1 de «vocabulary» debe ser texto sin espacios ni caracteres de control</translation>
    </message>
    <message>
        <source>The model&apos;s scores for the next token overflowed (beyond the largest number a float holds): its weights are too large to compute with.</source>
        <translation>Las puntuaciones del modelo para el siguiente token se desbordaron (más allá del mayor número que cabe en un float): sus pesos son demasiado grandes para calcular con ellos.</translation>
    </message>
    <message>
        <source>its lists and objects nest %1 deep; at most %2 levels are read</source>
        <translation>sus listas y objetos se anidan %1 niveles; se leen como máximo %2 niveles</translation>
    </message>
    <message>
        <source>Reading this JSON</source>
        <translation>Leer este JSON</translation>
    </message>
    <message>
        <source>use a file with fewer lists and values</source>
        <translation>use un archivo con menos listas y valores</translation>
    </message>
    <message>
        <source>%1 is empty: there is no attention in it</source>
        <translation>%1 está vacío: no contiene ninguna atención</translation>
    </message>
    <message>
        <source>it does not start as a NumPy file (.npy) does</source>
        <translation>no empieza como un archivo NumPy (.npy)</translation>
    </message>
    <message>
        <source>trace fewer layers or fewer tokens</source>
        <translation>siga menos capas o menos tokens</translation>
    </message>
    <message>
        <source>Attention rollout through these layers</source>
        <translation>El rollout de atención a través de estas capas</translation>
    </message>
    <message>
        <source>Attention flow through these layers</source>
        <translation>El flujo de atención a través de estas capas</translation>
    </message>
    <message>
        <source>Reading these layers and heads</source>
        <translation>Leer estas capas y cabezas</translation>
    </message>
    <message>
        <source>export fewer layers, heads or tokens from the model</source>
        <translation>exporte menos capas, cabezas o tokens del modelo</translation>
    </message>
    <message>
        <source>export one head, a smaller picture, or write npy</source>
        <translation>exporte una cabeza o una imagen más pequeña, o escriba npy</translation>
    </message>
    <message>
        <source>the model is too large to read</source>
        <translation>el modelo es demasiado grande para leerlo</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>Positional encoding P  (%1)</source>
        <translation>Codificación posicional P  (%1)</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>incrustación</translation>
    </message>
    <message>
        <source>Query input X_q = %1  (%2)</source>
        <translation>Entrada de consultas X_q = %1  (%2)</translation>
    </message>
    <message>
        <source>Key/value input X_k = %1  (%2)</source>
        <translation>Entrada de claves y valores X_k = %1  (%2)</translation>
    </message>
    <message>
        <source>Q = X_q W_qᵀ  (%1)</source>
        <translation>Q = X_q W_qᵀ  (%1)</translation>
    </message>
    <message>
        <source>K = X_k W_kᵀ  (%1)</source>
        <translation>K = X_k W_kᵀ  (%1)</translation>
    </message>
    <message>
        <source>V = X_k W_vᵀ  (%1)</source>
        <translation>V = X_k W_vᵀ  (%1)</translation>
    </message>
    <message>
        <source>Scores = %1  (%2)</source>
        <translation>Puntuaciones = %1  (%2)</translation>
    </message>
    <message>
        <source>÷ temperature %1, masked  (%2)</source>
        <translation>÷ temperatura %1, enmascaradas  (%2)</translation>
    </message>
    <message>
        <source>Weights A = softmax(row)  (%1)</source>
        <translation>Pesos A = softmax(fila)  (%1)</translation>
    </message>
    <message>
        <source>Context C = A V  (%1)</source>
        <translation>Contexto C = A V  (%1)</translation>
    </message>
    <message>
        <source>Output = C W_oᵀ  (%1)</source>
        <translation>Salida = C W_oᵀ  (%1)</translation>
    </message>
    <message>
        <source>Queries Q</source>
        <translation>Consultas Q</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Claves K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Valores V</translation>
    </message>
    <message>
        <source>Context vectors C = A V</source>
        <translation>Vectores de contexto C = A V</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimensión</translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation>Adónde mira “%1”</translation>
    </message>
</context>
<context>
    <name>attention::AlignmentPanel</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation>Pesos (tras la softmax)</translation>
    </message>
    <message>
        <source>Scores (before softmax)</source>
        <translation>Puntuaciones (antes de la softmax)</translation>
    </message>
    <message>
        <source>Scores ÷ temperature</source>
        <translation>Puntuaciones ÷ temperatura</translation>
    </message>
    <message>
        <source>Which matrix the map shows: the weights, or the scores they were computed from.</source>
        <translation>Qué matriz muestra el mapa: los pesos, o las puntuaciones de las que se calcularon.</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution. Orange squares mark each row&apos;s strongest key, where one stands out.</source>
        <translation>Pase sobre una celda para ver sus números; haga clic en una fila para ver su distribución. Los cuadrados naranjas marcan la clave más fuerte de cada fila, cuando una destaca.</translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution.</source>
        <translation>Pase sobre una celda para ver sus números; haga clic en una fila para ver su distribución.</translation>
    </message>
    <message>
        <source>The strongest key is the true source for %1 of %2 target tokens (%3 %)</source>
        <translation>La clave más fuerte es el verdadero origen para %1 de %2 tokens de destino (%3 %)</translation>
    </message>
    <message>
        <source>Click a row of the map</source>
        <translation>Haga clic en una fila del mapa</translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation>Adónde mira “%1”</translation>
    </message>
</context>
<context>
    <name>attention::AttentionImporter</name>
    <message>
        <source>Cannot import attention</source>
        <translation>No se puede importar la atención</translation>
    </message>
    <message>
        <source>Imported attention</source>
        <translation>Atención importada</translation>
    </message>
    <message>
        <source> Layer </source>
        <translation> Capa </translation>
    </message>
    <message>
        <source>Which layer of the model to show; the Heads tab shows its heads.</source>
        <translation>Qué capa del modelo mostrar; la pestaña Cabezas muestra sus cabezas.</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Volver a la lección</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>Import attention</source>
        <translation>Importar atención</translation>
    </message>
    <message>
        <source>Attention (*.npy *.json);;NumPy arrays (*.npy);;Hugging Face JSON (*.json)</source>
        <translation>Atención (*.npy *.json);;Arrays de NumPy (*.npy);;JSON de Hugging Face (*.json)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>No token file was found beside it. Type the tokens, separated by spaces (leave empty to number the positions):</source>
        <translation>No se encontró ningún archivo de tokens al lado. Escriba los tokens separados por espacios (déjelo vacío para numerar las posiciones):</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>  Imported: %1  (%2 layers × %3 heads, %4 × %5)  </source>
        <translation>  Importado: %1  (%2 capas × %3 cabezas, %4 × %5)  </translation>
    </message>
    <message>
        <source>Cannot show layer %1</source>
        <translation>No se puede mostrar la capa %1</translation>
    </message>
    <message numerus="yes">
        <source>No token file was found beside it. The file holds attention over %n token(s): type them, separated by spaces (leave empty to number the positions):</source>
        <translation>
            <numerusform>No se encontró ningún archivo de tokens al lado. El archivo contiene atención sobre %n token: escríbalo (déjelo vacío para numerar la posición):</numerusform>
            <numerusform>No se encontró ningún archivo de tokens al lado. El archivo contiene atención sobre %n tokens: escríbalos separados por espacios (déjelo vacío para numerar las posiciones):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::ComparePanel</name>
    <message>
        <source>Which two configurations to put side by side on the same sentences.</source>
        <translation>Qué dos configuraciones poner lado a lado sobre las mismas frases.</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>C&amp;omparar</translation>
    </message>
    <message>
        <source>This lesson is too large to compare live: shorten the sentences or lower d_model.</source>
        <translation>Esta lección es demasiado grande para compararla en vivo: acorte las frases o baje d_model.</translation>
    </message>
    <message>
        <source>The lesson&apos;s own settings, not its trained model: only the setting named on the left changes.</source>
        <translation>Los ajustes propios de la lección, no su modelo entrenado: solo cambia el ajuste indicado a la izquierda.</translation>
    </message>
    <message>
        <source>Same sentences and seed; only the setting named on the left changes.</source>
        <translation>Mismas frases y misma semilla; solo cambia el ajuste indicado a la izquierda.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>A − B (red: A more)</source>
        <translation>A − B (rojo: A mayor)</translation>
    </message>
    <message>
        <source>Dot product vs scaled dot product</source>
        <translation>Producto escalar o producto escalar escalado</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>producto escalar</translation>
    </message>
    <message>
        <source>scaled dot product</source>
        <translation>escalado</translation>
    </message>
    <message>
        <source>Additive (Bahdanau) vs Luong general</source>
        <translation>Aditiva (Bahdanau) o Luong general</translation>
    </message>
    <message>
        <source>additive</source>
        <translation>aditiva</translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation>Luong general</translation>
    </message>
    <message>
        <source>Positional encoding on vs off</source>
        <translation>Codificación posicional con o sin</translation>
    </message>
    <message>
        <source>with positions</source>
        <translation>con posiciones</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>sin posiciones</translation>
    </message>
    <message>
        <source>Lexicon (identity projections) vs an untrained network</source>
        <translation>Léxico (proyecciones identidad) o red sin entrenar</translation>
    </message>
    <message>
        <source>lexicon</source>
        <translation>léxico</translation>
    </message>
    <message>
        <source>untrained</source>
        <translation>sin entrenar</translation>
    </message>
    <message>
        <source>The lesson&apos;s settings vs temperature × 4</source>
        <translation>Ajustes de la lección o temperatura × 4</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>tal cual</translation>
    </message>
    <message>
        <source>temperature × 4</source>
        <translation>temperatura × 4</translation>
    </message>
    <message>
        <source>%1 → %2
A: %3
B: %4
A − B: %5</source>
        <translation>%1 → %2
A: %3
B: %4
A − B: %5</translation>
    </message>
</context>
<context>
    <name>attention::ContextComparisonPanel</name>
    <message>
        <source>Without attention a seq2seq decoder gets one fixed context for every step (here the mean of the source values, what equal weights give). With attention each step builds its own. The chart shows how similar each step&apos;s context is to the fixed one (cosine; 1 = the same).</source>
        <translation>Sin atención, un decodificador seq2seq recibe un único contexto fijo en cada paso (aquí la media de los valores de origen, lo que dan pesos iguales). Con atención, cada paso construye el suyo. El gráfico muestra cuánto se parece el contexto de cada paso al fijo (coseno; 1 = igual).</translation>
    </message>
    <message>
        <source>Cosine similarity of each step&apos;s context to the fixed context</source>
        <translation>Similitud coseno del contexto de cada paso con el contexto fijo</translation>
    </message>
    <message>
        <source>decoder step</source>
        <translation>paso del decodificador</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>coseno</translation>
    </message>
    <message>
        <source>fixed (no attention)</source>
        <translation>fijo (sin atención)</translation>
    </message>
    <message>
        <source>The fixed context, then the context vector of each decoder step</source>
        <translation>El contexto fijo, y luego el vector de contexto de cada paso del decodificador</translation>
    </message>
    <message>
        <source>cosine to the fixed context</source>
        <translation>coseno con el contexto fijo</translation>
    </message>
</context>
<context>
    <name>attention::ControlPanel</name>
    <message numerus="yes">
        <source>The trained model writes %n token(s): </source>
        <translation>
            <numerusform>El modelo entrenado escribe %n token: </numerusform>
            <numerusform>El modelo entrenado escribe %n tokens: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): </source>
        <translation>
            <numerusform>%n token: </numerusform>
            <numerusform>%n tokens: </numerusform>
        </translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>Modelo entrenado</translation>
    </message>
    <message>
        <source>Back to untrained attention</source>
        <translation>Volver a la atención sin entrenar</translation>
    </message>
    <message>
        <source>The lesson drops the trained weights and uses its own settings again (Undo brings them back).</source>
        <translation>La lección descarta los pesos entrenados y vuelve a usar sus propios ajustes (Deshacer los recupera).</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Frases</translation>
    </message>
    <message>
        <source>Source sentence (the keys in cross attention)</source>
        <translation>Frase de origen (las claves en la atención cruzada)</translation>
    </message>
    <message>
        <source>The sentence being translated: in cross attention its words are the keys and values.</source>
        <translation>La frase que se traduce: en la atención cruzada sus palabras son las claves y los valores.</translation>
    </message>
    <message>
        <source>The translation: in cross attention each of its words asks which source words matter.</source>
        <translation>La traducción: en la atención cruzada cada una de sus palabras pregunta qué palabras de origen importan.</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Origen</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Destino</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Empezar desde</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>Meaningful alignment without training: a word and its translations share an embedding and the projections are the identity, so each word attends to its translation.</source>
        <translation>Alineación con sentido sin entrenamiento: una palabra y sus traducciones comparten una incrustación y las proyecciones son la identidad, así que cada palabra atiende a su traducción.</translation>
    </message>
    <message>
        <source>Untrained</source>
        <translation>Sin entrenar</translation>
    </message>
    <message>
        <source>What a network knows before training: random embeddings and random projections give a pattern that means nothing.</source>
        <translation>Lo que sabe una red antes de entrenar: incrustaciones y proyecciones aleatorias dan un patrón que no significa nada.</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>Entrenado</translation>
    </message>
    <message>
        <source>Trains a small model on phrase translation in the Train tab (a few seconds, in view), then the lesson uses what it learned.</source>
        <translation>Entrena un pequeño modelo de traducción de sintagmas en la pestaña Entrenar (unos segundos, a la vista) y luego la lección usa lo que aprendió.</translation>
    </message>
    <message>
        <source>Start from the lexicon</source>
        <translation>Empezar desde el léxico</translation>
    </message>
    <message>
        <source>Start from an untrained network</source>
        <translation>Empezar desde una red sin entrenar</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>Cross: target words look at source words; self: a sentence looks at its own words.</source>
        <translation>Cruzada: las palabras de destino miran las de origen; auto: una frase mira sus propias palabras.</translation>
    </message>
    <message>
        <source>How a query and a key are turned into a score before the softmax.</source>
        <translation>Cómo una consulta y una clave se convierten en una puntuación antes de la softmax.</translation>
    </message>
    <message>
        <source>The length of every embedding, query, key and value vector.</source>
        <translation>La longitud de cada vector de incrustación, consulta, clave y valor.</translation>
    </message>
    <message>
        <source>Multi-head only: how many smaller attentions run side by side (must divide d_model).</source>
        <translation>Solo multicabeza: cuántas atenciones más pequeñas funcionan lado a lado (debe dividir d_model).</translation>
    </message>
    <message>
        <source>Additive only: the width of the small tanh layer that scores each pair.</source>
        <translation>Solo aditiva: la anchura de la pequeña capa tanh que puntúa cada par.</translation>
    </message>
    <message>
        <source>Scores are divided by the temperature: low makes attention sharp, high makes it even.</source>
        <translation>Las puntuaciones se dividen por la temperatura: baja vuelve la atención nítida, alta la vuelve uniforme.</translation>
    </message>
    <message>
        <source>Type a temperature from 0.001 to 1000 and press Enter.</source>
        <translation>Escriba una temperatura de 0,001 a 1000 y pulse Intro.</translation>
    </message>
    <message>
        <source>The random seed for embeddings and weights: the same seed always gives the same numbers.</source>
        <translation>La semilla aleatoria de las incrustaciones y los pesos: la misma semilla da siempre los mismos números.</translation>
    </message>
    <message>
        <source>Random (seeded)</source>
        <translation>Aleatorias (con semilla)</translation>
    </message>
    <message>
        <source>Identity (Q = K = V = X)</source>
        <translation>Identidad (Q = K = V = X)</translation>
    </message>
    <message>
        <source>The matrices W_q, W_k, W_v that turn embeddings into queries, keys and values.</source>
        <translation>Las matrices W_q, W_k, W_v que convierten las incrustaciones en consultas, claves y valores.</translation>
    </message>
    <message>
        <source>Random (one vector per word)</source>
        <translation>Aleatorias (un vector por palabra)</translation>
    </message>
    <message>
        <source>Lexicon (translations share a vector)</source>
        <translation>Léxico (las traducciones comparten un vector)</translation>
    </message>
    <message>
        <source>Random embeddings know nothing; lexicon embeddings give a word and its translations one vector, so attention can align them without training.</source>
        <translation>Las incrustaciones aleatorias no saben nada; las del léxico dan un solo vector a una palabra y a sus traducciones, así que la atención puede alinearlas sin entrenamiento.</translation>
    </message>
    <message>
        <source>Lexicon only: how far each word strays from the meaning it shares with its translations.</source>
        <translation>Solo léxico: cuánto se aparta cada palabra del significado que comparte con sus traducciones.</translation>
    </message>
    <message>
        <source>Adds sine and cosine waves to each embedding so that word order can matter.</source>
        <translation>Suma ondas seno y coseno a cada incrustación para que el orden de las palabras pueda importar.</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>No peeking ahead: query i may only look at keys 0 to i, as a decoder that writes left to right.</source>
        <translation>Sin mirar adelante: la consulta i solo puede mirar las claves 0 a i, como un decodificador que escribe de izquierda a derecha.</translation>
    </message>
    <message>
        <source>Pads the keys with &lt;pad&gt; tokens up to this length; the padding mask hides them (0: none).</source>
        <translation>Rellena las claves con tokens &lt;pad&gt; hasta esta longitud; la máscara de relleno los oculta (0: ninguno).</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>sin relleno</translation>
    </message>
    <message>
        <source>The colours of the weights: darker means more attention.</source>
        <translation>Los colores de los pesos: más oscuro significa más atención.</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>S&amp;core</source>
        <translation>P&amp;untuación</translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation>&amp;d_model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Cabezas</translation>
    </message>
    <message>
        <source>&amp;Additive size</source>
        <translation>Tamaño &amp;aditivo</translation>
    </message>
    <message>
        <source>T&amp;emperature</source>
        <translation>T&amp;emperatura</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>Semi&amp;lla</translation>
    </message>
    <message>
        <source>&amp;Projections</source>
        <translation>&amp;Proyecciones</translation>
    </message>
    <message>
        <source>E&amp;mbeddings</source>
        <translation>&amp;Incrustaciones</translation>
    </message>
    <message>
        <source>Lexicon &amp;noise</source>
        <translation>&amp;Ruido del léxico</translation>
    </message>
    <message>
        <source>Pad &amp;keys to</source>
        <translation>Rellenar cla&amp;ves hasta</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>Colo&amp;res</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>Cambiar el modo</translation>
    </message>
    <message>
        <source>Change score function</source>
        <translation>Cambiar la función de puntuación</translation>
    </message>
    <message>
        <source>Set d_model</source>
        <translation>Ajustar d_model</translation>
    </message>
    <message>
        <source>Set heads</source>
        <translation>Ajustar las cabezas</translation>
    </message>
    <message>
        <source>Set additive size</source>
        <translation>Ajustar el tamaño aditivo</translation>
    </message>
    <message>
        <source>Set temperature</source>
        <translation>Ajustar la temperatura</translation>
    </message>
    <message>
        <source>Set seed</source>
        <translation>Ajustar la semilla</translation>
    </message>
    <message>
        <source>Change projections</source>
        <translation>Cambiar las proyecciones</translation>
    </message>
    <message>
        <source>Change embeddings</source>
        <translation>Cambiar las incrustaciones</translation>
    </message>
    <message>
        <source>Set lexicon noise</source>
        <translation>Ajustar el ruido del léxico</translation>
    </message>
    <message>
        <source>Toggle positional encoding</source>
        <translation>Activar o desactivar la codificación posicional</translation>
    </message>
    <message>
        <source>Toggle causal mask</source>
        <translation>Activar o desactivar la máscara causal</translation>
    </message>
    <message>
        <source>Set padding</source>
        <translation>Ajustar el relleno</translation>
    </message>
    <message>
        <source>Target sentence (the queries in cross attention)</source>
        <translation>Frase de destino (las consultas en la atención cruzada)</translation>
    </message>
    <message>
        <source>Written by the trained model (see below)</source>
        <translation>Escrita por el modelo entrenado (ver abajo)</translation>
    </message>
    <message>
        <source>The lesson uses the model trained on %1. Type a source: the model writes the target, and every tab shows its attention.</source>
        <translation>La lección usa el modelo entrenado en %1. Escriba un origen: el modelo escribe el destino y cada pestaña muestra su atención.</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Codificación posicional</translation>
    </message>
    <message>
        <source>The tokens the sentence was split into, each with its id in the lesson&apos;s vocabulary (right-click to copy them all).</source>
        <translation>Los tokens en que se dividió la frase, cada uno con su id en el vocabulario de la lección (clic derecho para copiarlos todos).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s own attention</source>
        <translation>Volver a la atención propia de la lección</translation>
    </message>
    <message>
        <source>The lesson leaves the model and uses its own settings again (Undo brings the model back).</source>
        <translation>La lección deja el modelo y vuelve a usar sus propios ajustes (Deshacer trae el modelo de vuelta).</translation>
    </message>
    <message>
        <source>Leave the model</source>
        <translation>Dejar el modelo</translation>
    </message>
    <message>
        <source>The lesson uses the model %1 (%2). Type: every keystroke runs it, and every tab shows the attention of the layer chosen above the map.%3</source>
        <translation>La lección usa el modelo %1 (%2). Escriba: cada pulsación lo ejecuta, y cada pestaña muestra la atención de la capa elegida sobre el mapa.%3</translation>
    </message>
    <message>
        <source> Leave the target empty to see the model&apos;s own translation.</source>
        <translation> Deje el destino vacío para ver la traducción del propio modelo.</translation>
    </message>
</context>
<context>
    <name>attention::CostPanel</name>
    <message>
        <source>Measured time of the whole computation against sequence length</source>
        <translation>Tiempo medido de todo el cálculo según la longitud de la secuencia</translation>
    </message>
    <message>
        <source>tokens in each sentence</source>
        <translation>tokens en cada frase</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>milisegundos</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <source>∝ n² (quadratic)</source>
        <translation>∝ n² (cuadrático)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Now&lt;/b&gt;: %1 queries × %2 keys, d_model %3%4.&lt;/p&gt;&lt;p&gt;Scores: %5 multiply-adds; context: %6; projections: %7; softmax: %8 exponentials.&lt;br&gt;Memory for the scores and the weights: %9 + %10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Twice as many tokens&lt;/b&gt; would need %11 + %12: four times as much. Attention compares every query with every key, so its cost grows with the square of the length.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ahora&lt;/b&gt;: %1 consultas × %2 claves, d_model %3%4.&lt;/p&gt;&lt;p&gt;Puntuaciones: %5 multiplicaciones-sumas; contexto: %6; proyecciones: %7; softmax: %8 exponenciales.&lt;br&gt;Memoria para las puntuaciones y los pesos: %9 + %10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;El doble de tokens&lt;/b&gt; necesitaría %11 + %12: cuatro veces más. La atención compara cada consulta con cada clave, así que su coste crece con el cuadrado de la longitud.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, %1 heads</source>
        <translation>, %1 cabezas</translation>
    </message>
</context>
<context>
    <name>attention::DecodingPanel</name>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Let the decoder write one target word after another.</source>
        <translation>Dejar que el decodificador escriba una palabra de destino tras otra.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Write the next target word.</source>
        <translation>Escribir la siguiente palabra de destino.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Which target word the decoder is writing.</source>
        <translation>Qué palabra de destino está escribiendo el decodificador.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Nothing to decode.</source>
        <translation>Nada que decodificar.</translation>
    </message>
    <message>
        <source>Decoding step %1 of %2: writing “%3”</source>
        <translation>Paso de decodificación %1 de %2: escribiendo “%3”</translation>
    </message>
    <message>
        <source>Context vector of step %1 = weights × V</source>
        <translation>Vector de contexto del paso %1 = pesos × V</translation>
    </message>
    <message>
        <source>The decoder writes the target one word at a time. At each step it attends over the source and mixes the values into this step&apos;s context vector; later words are not written yet.</source>
        <translation>El decodificador escribe el destino palabra a palabra. En cada paso atiende al origen y mezcla los valores en el vector de contexto de ese paso; las palabras posteriores aún no están escritas.</translation>
    </message>
</context>
<context>
    <name>attention::DistributionView</name>
    <message>
        <source>running total</source>
        <translation>total acumulado</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>Click a row of the heatmap</source>
        <translation>Haga clic en una fila del mapa de calor</translation>
    </message>
    <message>
        <source>“%1”: blocked</source>
        <translation>“%1”: bloqueada por la máscara</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>running total %1</source>
        <translation>total acumulado %1</translation>
    </message>
</context>
<context>
    <name>attention::ExplainLayersPage</name>
    <message>
        <source>The last layer mixes positions already mixed below: which input tokens reach the top? Rollout and flow trace every layer (Abnar &amp; Zuidema 2020).</source>
        <translation>La última capa mezcla posiciones ya mezcladas debajo: ¿qué tokens de entrada llegan arriba? El rollout y el flujo siguen cada capa (Abnar &amp; Zuidema 2020).</translation>
    </message>
    <message>
        <source>Rollout multiplies the layers&apos; attention, each mixed half and half with the residual path. Flow is the maximum flow from an input token to a position through the layers, their weights the capacities, shown as shares of each row.</source>
        <translation>El rollout multiplica la atención de las capas, cada una mezclada a partes iguales con el camino residual. El flujo es el flujo máximo de un token de entrada a una posición a través de las capas, con sus pesos como capacidades, mostrado como partes de cada fila.</translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; this lesson attends from one sentence to the other. Choose self attention, or import a model&apos;s attention (File → Import).</source>
        <translation>El rollout y el flujo siguen la autoatención a través de las capas de un modelo; esta lección va de una frase a la otra. Elija la autoatención, o importe la atención de un modelo (Archivo → Importar).</translation>
    </message>
    <message>
        <source>Tracing the layers…</source>
        <translation>Siguiendo las capas…</translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation>posición arriba</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>token de entrada</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>Last layer (layer %1)</source>
        <translation>Última capa (capa %1)</translation>
    </message>
    <message>
        <source>The one layer</source>
        <translation>La única capa</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Flow, row shares</source>
        <translation>Flujo, partes por fila</translation>
    </message>
    <message>
        <source>Through %1 layers: in %2 of %3 positions the input token that reaches the top most (rollout) is not the one the last layer attends to most; rank agreement of rollout with the last layer %4.</source>
        <translation>A través de %1 capas: en %2 de %3 posiciones el token de entrada que más llega arriba (rollout) no es el que más mira la última capa; concordancia de rangos del rollout con la última capa %4.</translation>
    </message>
    <message>
        <source>A lesson is one layer: rollout is its weights mixed half and half with the residual path. Import a model&apos;s attention (File → Import) to trace a dozen layers.</source>
        <translation>Una lección es una sola capa: el rollout son sus pesos mezclados a partes iguales con el camino residual. Importe la atención de un modelo (Archivo → Importar) para seguir una docena de capas.</translation>
    </message>
    <message>
        <source>Flow is drawn up to %1 tokens (a max-flow for every pair).</source>
        <translation>El flujo se dibuja hasta %1 tokens (un flujo máximo por par).</translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; cross attention reads the other sentence. Choose the encoder&apos;s or the decoder&apos;s attention in the model&apos;s tool bar.</source>
        <translation>El rollout y el flujo siguen la autoatención a través de las capas de un modelo; la atención cruzada lee la otra frase. Elija la atención del codificador o del decodificador en la barra de herramientas del modelo.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainMeasuresPage</name>
    <message>
        <source>Weights say where a query looks, not what changes its output. Beside them, measures of what does; where the squares move, the weights mislead.</source>
        <translation>Los pesos dicen adónde mira una consulta, no qué cambia su salida. Al lado, medidas de lo que la cambia; donde los cuadrados se mueven, los pesos engañan.</translation>
    </message>
    <message>
        <source>α × ‖v‖: each weight times the size of the value it mixes in (Kobayashi et al. 2020). Key left out: how far the context moves without the key. Gradient × input (trained models): how much the written token&apos;s probability depends on each input.</source>
        <translation>α × ‖v‖: cada peso por el tamaño del valor que aporta (Kobayashi et al. 2020). Clave omitida: cuánto se mueve el contexto sin la clave. Gradiente × entrada (modelos entrenados): cuánto depende de cada entrada la probabilidad del token escrito.</translation>
    </message>
    <message>
        <source>Rank agreement with the weights, row by row</source>
        <translation>Concordancia de rangos con los pesos, fila a fila</translation>
    </message>
    <message>
        <source>query (row)</source>
        <translation>consulta (fila)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Weights α</source>
        <translation>Pesos α</translation>
    </message>
    <message>
        <source>α × ‖v‖</source>
        <translation>α × ‖v‖</translation>
    </message>
    <message>
        <source>Key left out</source>
        <translation>Clave omitida</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradiente × entrada</translation>
    </message>
    <message>
        <source>key left out</source>
        <translation>clave omitida</translation>
    </message>
    <message>
        <source>gradient × input</source>
        <translation>gradiente × entrada</translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2, gradient × input %3.</source>
        <translation>Concordancia de rangos con los pesos (Spearman, media de las filas): ponderada por valores %1, omitida %2, gradiente × entrada %3.</translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.</source>
        <translation>Concordancia de rangos con los pesos (Spearman, media de las filas): ponderada por valores %1, omitida %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but what the model writes there depends most on “%4” (gradient × input %5 against %6).</source>
        <translation>&lt;b&gt;“%1”&lt;/b&gt; mira sobre todo a “%2” (peso %3), pero lo que el modelo escribe ahí depende sobre todo de “%4” (gradiente × entrada %5 frente a %6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but leaving out “%4” moves its context most (weight %5).</source>
        <translation>&lt;b&gt;“%1”&lt;/b&gt; mira sobre todo a “%2” (peso %3), pero omitir “%4” es lo que más mueve su contexto (peso %5).</translation>
    </message>
    <message>
        <source>Here no row clearly attends to one key while another moves its context most.</source>
        <translation>Aquí ninguna fila mira claramente a una clave mientras otra mueve más su contexto.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainPanel</name>
    <message>
        <source>What matters</source>
        <translation>Qué importa</translation>
    </message>
    <message>
        <source>The weights beside measures of how much each key changes the output.</source>
        <translation>Los pesos junto a medidas de cuánto cambia cada clave la salida.</translation>
    </message>
    <message>
        <source>Same output</source>
        <translation>Misma salida</translation>
    </message>
    <message>
        <source>A trained model&apos;s attention moved elsewhere, and what it writes unchanged.</source>
        <translation>La atención de un modelo entrenado movida a otra parte, y lo que escribe sin cambios.</translation>
    </message>
    <message>
        <source>Through layers</source>
        <translation>Por capas</translation>
    </message>
    <message>
        <source>Attention rollout and flow: which input tokens reach each position through all the layers.</source>
        <translation>Rollout y flujo de atención: qué tokens de entrada llegan a cada posición a través de todas las capas.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainSwapPage</name>
    <message>
        <source>For each output the learned weights are shuffled over the keys, traded with another key&apos;s, or moved step by step towards one key; the candidate furthest from the learned weights (Jensen-Shannon divergence) that writes the same token, its output distribution within 0.05 of the learned one, is kept.</source>
        <translation>Para cada salida, los pesos aprendidos se barajan entre las claves, se intercambian con los de otra clave o se mueven paso a paso hacia una clave; se conserva el candidato más alejado de los pesos aprendidos (divergencia de Jensen-Shannon) que escribe el mismo token, con su distribución de salida a menos de 0,05 de la aprendida.</translation>
    </message>
    <message>
        <source>This needs a trained model, whose output is a token it writes: train one on the Train tab and press &lt;b&gt;Use in the lesson&lt;/b&gt;.</source>
        <translation>Esto necesita un modelo entrenado, cuya salida es un token que escribe: entrene uno en la pestaña Entrenar y pulse &lt;b&gt;Usar en la lección&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Aprendida</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>Intercambiada</translation>
    </message>
    <message>
        <source>Can other attention give the same output (Jain &amp; Wallace 2019)? Both write “%1”: %2 of %3 outputs with their attention moved (Jensen-Shannon %4 bits on average, 1 = nothing shared; probability %5 → %6).</source>
        <translation>¿Puede otra atención dar la misma salida (Jain &amp; Wallace 2019)? Ambas escriben “%1”: %2 de %3 salidas con su atención movida (Jensen-Shannon %4 bits de media, 1 = nada en común; probabilidad %5 → %6).</translation>
    </message>
    <message>
        <source>No output keeps its token once its most attended key changes: here the weights do point at what the model needs (Wiegreffe &amp; Pinter 2019).</source>
        <translation>Ninguna salida conserva su token cuando cambia su clave más atendida: aquí los pesos sí señalan lo que el modelo necesita (Wiegreffe &amp; Pinter 2019).</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” as learned, at “%3” swapped.</source>
        <translation>&lt;b&gt;“%1”&lt;/b&gt; mira sobre todo a “%2” según lo aprendido, a “%3” tras el intercambio.</translation>
    </message>
</context>
<context>
    <name>attention::GenerateView</name>
    <message>
        <source>Induction</source>
        <translation>Inducción</translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation>Gramática</translation>
    </message>
    <message>
        <source>The models that come with the app: one learned to continue a repeated run of letters, the other to write sentences whose verb agrees with its subject.</source>
        <translation>Los modelos que vienen con la aplicación: uno aprendió a continuar una serie repetida de letras, el otro a escribir frases cuyo verbo concuerda con su sujeto.</translation>
    </message>
    <message>
        <source>Open model…</source>
        <translation>Abrir modelo…</translation>
    </message>
    <message>
        <source>A language model made by: attention-explorer train --task induction|grammar --model FILE</source>
        <translation>Un modelo de lenguaje creado con: attention-explorer train --task induction|grammar --model ARCHIVO</translation>
    </message>
    <message>
        <source>Open a language model</source>
        <translation>Abrir un modelo de lenguaje</translation>
    </message>
    <message>
        <source>Language models (*.json)</source>
        <translation>Modelos de lenguaje (*.json)</translation>
    </message>
    <message>
        <source>The words the model continues, separated by spaces.</source>
        <translation>Las palabras que el modelo continúa, separadas por espacios.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Voraz</translation>
    </message>
    <message>
        <source>Greedy writes the most likely token; Sample draws one from the distribution the filters leave.</source>
        <translation>La estrategia voraz escribe el token más probable; el muestreo extrae uno de la distribución que dejan los filtros.</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Muestreo</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharpens the distribution, above 1 flattens it.</source>
        <translation>Divide los logits antes de la softmax: por debajo de 1 afila la distribución, por encima la aplana.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Keeps only the k most likely tokens (off: all).</source>
        <translation>Conserva solo los k tokens más probables (desactivado: todos).</translation>
    </message>
    <message>
        <source>Keeps the fewest most likely tokens whose probabilities add up to p (1: all).</source>
        <translation>Conserva los menos tokens más probables cuyas probabilidades suman p (1: todos).</translation>
    </message>
    <message>
        <source>The same seed draws the same text.</source>
        <translation>La misma semilla extrae el mismo texto.</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>Un pas&amp;o</translation>
    </message>
    <message>
        <source>Write one token.</source>
        <translation>Escribir un token.</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Back to the prompt: the cache holds the prompt&apos;s keys and values only.</source>
        <translation>Volver al prompt: la caché solo contiene las claves y los valores del prompt.</translation>
    </message>
    <message>
        <source>One head</source>
        <translation>Una cabeza</translation>
    </message>
    <message>
        <source>Rollout, all layers</source>
        <translation>Rollout, todas las capas</translation>
    </message>
    <message>
        <source>Flow, all layers</source>
        <translation>Flujo, todas las capas</translation>
    </message>
    <message>
        <source>The map shows one layer&apos;s head, or which earlier tokens reach each position through every layer: rollout multiplies the layers&apos; attention, flow finds how much can get through (Abnar &amp; Zuidema 2020).</source>
        <translation>El mapa muestra una cabeza de una capa, o qué tokens anteriores llegan a cada posición a través de todas las capas: el rollout multiplica la atención de las capas, el flujo mide cuánto puede pasar (Abnar &amp; Zuidema 2020).</translation>
    </message>
    <message>
        <source>Sho&amp;w every head</source>
        <translation>Ver todas las ca&amp;bezas</translation>
    </message>
    <message>
        <source>Every layer&apos;s heads at once, one small map each, in place of the map and the cache. Click one to see it large.</source>
        <translation>Las cabezas de cada capa a la vez, un mapa pequeño cada una, en lugar del mapa y de la caché. Haga clic en una para verla en grande.</translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <source>Pro&amp;mpt</source>
        <translation>Pro&amp;mpt</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>New tokens</source>
        <translation>Tokens nuevos</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Claves K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Valores V</translation>
    </message>
    <message>
        <source>Which half of the layer&apos;s cache the map shows: the keys each new query is compared with, or the values its attention mixes.</source>
        <translation>Qué mitad de la caché de la capa muestra el mapa: las claves con las que se compara cada nueva consulta, o los valores que mezcla su atención.</translation>
    </message>
    <message>
        <source>&amp;Cache</source>
        <translation>&amp;Caché</translation>
    </message>
    <message>
        <source>&lt;b&gt;Train one here&lt;/b&gt;</source>
        <translation>&lt;b&gt;Entrenar uno aquí&lt;/b&gt;</translation>
    </message>
    <message>
        <source>position (query)</source>
        <translation>posición (consulta)</translation>
    </message>
    <message>
        <source>position (key)</source>
        <translation>posición (clave)</translation>
    </message>
    <message>
        <source>cached position</source>
        <translation>posición en caché</translation>
    </message>
    <message>
        <source>key dimension</source>
        <translation>dimensión de clave</translation>
    </message>
    <message>
        <source>Trained here (%1)</source>
        <translation>Entrenado aquí (%1)</translation>
    </message>
    <message>
        <source>; copies %1 % of repeated letters</source>
        <translation>; copia el %1 % de las letras repetidas</translation>
    </message>
    <message>
        <source>; %1 % of its sentences are grammatical</source>
        <translation>; el %1 % de sus frases son gramaticales</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 layers × %3 heads, d_model %4, %5 words%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 capas × %3 cabezas, d_model %4, %5 palabras%6</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>Modelo de lenguaje</translation>
    </message>
    <message>
        <source>Layer %1 head %2</source>
        <translation>Capa %1 cabeza %2</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2</source>
        <translation>Atención, capa %1 cabeza %2</translation>
    </message>
    <message>
        <source>Flow through %1 layers, shares of each row</source>
        <translation>Flujo a través de %1 capas, partes de cada fila</translation>
    </message>
    <message>
        <source> (flow: up to %1 tokens)</source>
        <translation> (flujo: hasta %1 tokens)</translation>
    </message>
    <message>
        <source>Rollout through %1 layers</source>
        <translation>Rollout a través de %1 capas</translation>
    </message>
    <message>
        <source>“%1” is not a word this model knows. It knows: %2</source>
        <translation>“%1” no es una palabra que este modelo conozca. Conoce: %2</translation>
    </message>
    <message>
        <source>Type a prompt: the words the model continues.</source>
        <translation>Escriba un prompt: las palabras que el modelo continúa.</translation>
    </message>
    <message>
        <source>Step or play: the model writes one token at a time.</source>
        <translation>Paso a paso o en reproducción: el modelo escribe un token cada vez.</translation>
    </message>
    <message>
        <source>The context is full: the model reads at most %1 tokens.</source>
        <translation>El contexto está lleno: el modelo lee como mucho %1 tokens.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>The next token&apos;s distribution</source>
        <translation>La distribución del siguiente token</translation>
    </message>
    <message>
        <source>KV cache: %1 values, layer %2</source>
        <translation>Caché KV: %1 valores, capa %2</translation>
    </message>
    <message>
        <source>KV cache: %1 keys, layer %2</source>
        <translation>Caché KV: %1 claves, capa %2</translation>
    </message>
    <message>
        <source>value dimension</source>
        <translation>dimensión de valor</translation>
    </message>
    <message>
        <source>Multiply-adds so far: %1 with the cache, %2 recomputing every step (%3×).</source>
        <translation>Multiplicaciones-sumas hasta ahora: %1 con la caché, %2 recalculando en cada paso (%3×).</translation>
    </message>
    <message>
        <source>The prompt fills the model&apos;s context: nothing more can be written</source>
        <translation>El prompt llena el contexto del modelo: no se puede escribir nada más</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2: the agreement head</source>
        <translation>Atención, capa %1 cabeza %2: la cabeza de concordancia</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2: the induction head</source>
        <translation>Atención, capa %1 cabeza %2: la cabeza de inducción</translation>
    </message>
    <message>
        <source>; %1 key/value heads, each shared by %2 query heads</source>
        <translation>; %1 cabezas clave/valor, cada una compartida por %2 cabezas de consulta</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 layers × %4 heads, d_model %5, %6 tokens in its vocabulary, context %7%8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 capas × %4 cabezas, d_model %5, %6 tokens en su vocabulario, contexto %7%8</translation>
    </message>
    <message>
        <source>The text the model continues, read by its own tokenizer.</source>
        <translation>El texto que el modelo continúa, leído por su propio tokenizador.</translation>
    </message>
</context>
<context>
    <name>attention::HeadsView</name>
    <message>
        <source>Use multi-head attention</source>
        <translation>Usar atención multicabeza</translation>
    </message>
    <message>
        <source>Switch the lesson&apos;s score function to multi-head attention (undo brings the old one back).</source>
        <translation>Cambiar la función de puntuación de la lección a atención multicabeza (Deshacer recupera la anterior).</translation>
    </message>
    <message>
        <source>This lesson has one attention head. Multi-head attention runs several side by side, each with its own projections: switch to it to see one map per head.</source>
        <translation>Esta lección tiene una cabeza de atención. La atención multicabeza ejecuta varias lado a lado, cada una con sus proyecciones: cámbiese a ella para ver un mapa por cabeza.</translation>
    </message>
    <message numerus="yes">
        <source>Computing the weights of %n head(s)…</source>
        <translation>
            <numerusform>Calculando los pesos de %n cabeza…</numerusform>
            <numerusform>Calculando los pesos de %n cabezas…</numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2 heads and the mean of all; click a head to show it as the main alignment map.</source>
        <translation>Las %1 primeras de %2 cabezas y la media de todas; haga clic en una cabeza para mostrarla como mapa de alineación principal.</translation>
    </message>
    <message>
        <source>Click a head to show it as the main alignment map.</source>
        <translation>Haga clic en una cabeza para mostrarla como mapa de alineación principal.</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source> (shown)</source>
        <translation> (mostrada)</translation>
    </message>
</context>
<context>
    <name>attention::HeatmapView</name>
    <message>
        <source>argmax</source>
        <translation>argmax</translation>
    </message>
</context>
<context>
    <name>attention::ImageSizeDialog</name>
    <message>
        <source>Drawing size</source>
        <translation>Tamaño del dibujo</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Tamaño de la imagen</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel: 2 makes sharp slides; SVG and PDF are vectors.</source>
        <translation>Píxeles PNG por píxel lógico: 2 da diapositivas nítidas; SVG y PDF son vectoriales.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Ancho</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>A&amp;lto</translation>
    </message>
    <message>
        <source>PNG &amp;scale</source>
        <translation>&amp;Escala PNG</translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingPanel</name>
    <message>
        <source>Induction</source>
        <translation>Inducción</translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation>Gramática</translation>
    </message>
    <message>
        <source>What the new model learns: to continue a repeated run of letters, or to write sentences whose verb agrees with its subject.</source>
        <translation>Lo que aprende el nuevo modelo: continuar una serie repetida de letras, o escribir frases cuyo verbo concuerda con su sujeto.</translation>
    </message>
    <message>
        <source>Trai&amp;n</source>
        <translation>E&amp;ntrenar</translation>
    </message>
    <message>
        <source>Train a new model here, in the background: the maps show its heads as they learn.</source>
        <translation>Entrenar aquí un modelo nuevo, en segundo plano: los mapas muestran sus cabezas mientras aprenden.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Back to an untrained model of the chosen task.</source>
        <translation>Volver a un modelo sin entrenar de la tarea elegida.</translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation>%v de %m pasos</translation>
    </message>
    <message>
        <source>Tas&amp;k</source>
        <translation>&amp;Tarea</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>pasos de entrenamiento</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>share</source>
        <translation>proporción</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>grammatical sentences</source>
        <translation>frases gramaticales</translation>
    </message>
    <message>
        <source>copied letters</source>
        <translation>letras copiadas</translation>
    </message>
    <message>
        <source>agreement head on the subject</source>
        <translation>cabeza de concordancia en el sujeto</translation>
    </message>
    <message>
        <source>induction head on its target</source>
        <translation>cabeza de inducción en su objetivo</translation>
    </message>
    <message>
        <source>Training to write sentences, step %1</source>
        <translation>Entrenando para escribir frases, paso %1</translation>
    </message>
    <message>
        <source>Training to copy a repeated run, step %1</source>
        <translation>Entrenando para copiar una serie repetida, paso %1</translation>
    </message>
    <message>
        <source>Loss %1; %2: %3 %; layer %4 head %5 puts %6 % of its attention where theory says.</source>
        <translation>Pérdida %1; %2: %3 %; la cabeza %5 de la capa %4 pone el %6 % de su atención donde dice la teoría.</translation>
    </message>
    <message>
        <source>What the heads do: %1.</source>
        <translation>Lo que hacen las cabezas: %1.</translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingSummary</name>
    <message>
        <source>layer %1 head %2 looks %3 after the earlier occurrence (%4 %)</source>
        <translation>la cabeza %2 de la capa %1 mira %3 después de la aparición anterior (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>layer %1 head %2 reads %3 back (%4 %)</source>
        <translation>la cabeza %2 de la capa %1 lee %3 hacia atrás (%4&#xa0;%)</translation>
    </message>
</context>
<context>
    <name>attention::LessonDocument</name>
    <message>
        <source>Edit source sentence</source>
        <translation>Editar la frase de origen</translation>
    </message>
    <message>
        <source>Edit target sentence</source>
        <translation>Editar la frase de destino</translation>
    </message>
    <message>
        <source>Change colour map</source>
        <translation>Cambiar los colores</translation>
    </message>
</context>
<context>
    <name>attention::LessonFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>“%1” tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Lección sin título</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Abrir una lección</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lecciones (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation>No se puede abrir la lección</translation>
    </message>
    <message>
        <source>lesson.json</source>
        <translation>leccion.json</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Guardar la lección</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lecciones (*.json)</translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>No se puede guardar la lección</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Restaurar los cambios sin guardar</translation>
    </message>
    <message>
        <source>Lesson changed on disk</source>
        <translation>Lección cambiada en el disco</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it (by another window or program). Saving here would replace those changes.</source>
        <translation>«%1» cambió en el disco desde que esta ventana lo abrió o guardó (otra ventana u otro programa). Guardar aquí reemplazaría esos cambios.</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Sobrescribir</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Recargar desde el disco</translation>
    </message>
</context>
<context>
    <name>attention::LexiconDialog</name>
    <message>
        <source>Lexicon</source>
        <translation>Léxico</translation>
    </message>
    <message>
        <source>One concept a line: English, French, German, Spanish, separated by tabs; several forms of a word separated by |. With lexicon embeddings, the words of one line share a vector.</source>
        <translation>Un concepto por línea: inglés, francés, alemán, español, separados por tabuladores; varias formas de una palabra separadas por |. Con incrustaciones del léxico, las palabras de una línea comparten un vector.</translation>
    </message>
</context>
<context>
    <name>attention::LinesView</name>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
</context>
<context>
    <name>attention::MainWindow</name>
    <message>
        <source>Attention Explorer</source>
        <translation>Attention Explorer</translation>
    </message>
    <message>
        <source>&amp;Alignment</source>
        <translation>Ali&amp;neación</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>&amp;Pipeline</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;Cabezas</translation>
    </message>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Líneas</translation>
    </message>
    <message>
        <source>&amp;Teach</source>
        <translation>En&amp;señar</translation>
    </message>
    <message>
        <source>T&amp;rain</source>
        <translation>En&amp;trenar</translation>
    </message>
    <message>
        <source>Train a small attention model and watch the alignment emerge.</source>
        <translation>Entrenar un pequeño modelo de atención y ver cómo aparece la alineación.</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>A language model writes one token at a time: sampling, causal attention and the KV cache.</source>
        <translation>Un modelo de lenguaje escribe un token cada vez: muestreo, atención causal y caché KV.</translation>
    </message>
    <message>
        <source>Tools that show each claim of the lesson happening: scaling, arithmetic, decoding, cost.</source>
        <translation>Herramientas que muestran cada afirmación de la lección en acción: escalado, aritmética, decodificación, coste.</translation>
    </message>
    <message>
        <source>The alignment matrix: which key each query attends to.</source>
        <translation>La matriz de alineación: a qué clave atiende cada consulta.</translation>
    </message>
    <message>
        <source>Every step from embeddings to context vectors, in order.</source>
        <translation>Cada etapa, de las incrustaciones a los vectores de contexto, en orden.</translation>
    </message>
    <message>
        <source>One map per head of multi-head attention.</source>
        <translation>Un mapa por cabeza de la atención multicabeza.</translation>
    </message>
    <message>
        <source>Each query linked to each key by a line as strong as its weight.</source>
        <translation>Cada consulta unida a cada clave por una línea tan fuerte como su peso.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Computing a large lesson in the background; the window stays usable…</source>
        <translation>Calculando una lección grande en segundo plano; la ventana sigue utilizable…</translation>
    </message>
    <message>
        <source>More than 30 accents on one letter are cut to 30 (Unicode&apos;s own limit for a character).</source>
        <translation>Más de 30 acentos en una letra se reducen a 30 (el propio límite de Unicode para un carácter).</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>¿Restaurar los cambios sin guardar?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close properly last time. Restore the unsaved changes to “%1”?</source>
        <translation>Attention Explorer no se cerró correctamente la última vez. ¿Restaurar los cambios sin guardar de “%1”?</translation>
    </message>
    <message>
        <source>Lexicon not read</source>
        <translation>Léxico no leído</translation>
    </message>
    <message>
        <source>Score function</source>
        <translation>Función de puntuación</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Como el sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New lesson</source>
        <translation>&amp;Nueva lección</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>E&amp;jemplos</translation>
    </message>
    <message>
        <source>&amp;Import attention from a model…</source>
        <translation>&amp;Importar la atención de un modelo…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export view as image…</source>
        <translation>E&amp;xportar la vista como imagen…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;matrix</source>
        <translation>Exportar &amp;matriz</translation>
    </message>
    <message>
        <source>&amp;Weights (CSV, JSON or NPY)…</source>
        <translation>&amp;Pesos (CSV, JSON o NPY)…</translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation>P&amp;untuaciones…</translation>
    </message>
    <message>
        <source>Weights of every &amp;head…</source>
        <translation>Pesos de cada &amp;cabeza…</translation>
    </message>
    <message>
        <source>&amp;Context vectors…</source>
        <translation>Vectores de con&amp;texto…</translation>
    </message>
    <message>
        <source>&amp;Queries Q…</source>
        <translation>C&amp;onsultas Q…</translation>
    </message>
    <message>
        <source>&amp;Keys K…</source>
        <translation>&amp;Claves K…</translation>
    </message>
    <message>
        <source>&amp;Values V…</source>
        <translation>&amp;Valores V…</translation>
    </message>
    <message>
        <source>Export the row&apos;s &amp;bar chart…</source>
        <translation>Exportar el gráfico de &amp;barras de la fila…</translation>
    </message>
    <message>
        <source>&amp;Copy view as image</source>
        <translation>Co&amp;piar la vista como imagen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Edit the &amp;lexicon…</source>
        <translation>Editar el &amp;léxico…</translation>
    </message>
    <message>
        <source>Lexicon not saved</source>
        <translation>Léxico no guardado</translation>
    </message>
    <message>
        <source>The edited lexicon is used now but could not be saved for next time: %1</source>
        <translation>El léxico editado se usa ahora, pero no se pudo guardar para la próxima vez: %1</translation>
    </message>
    <message>
        <source>Reset to the &amp;default lesson</source>
        <translation>Volver a la lección &amp;predeterminada</translation>
    </message>
    <message>
        <source>Reset lesson</source>
        <translation>Restablecer la lección</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Texto más &amp;pequeño</translation>
    </message>
    <message>
        <source>&amp;Projector text (20 pt)</source>
        <translation>Texto para &amp;proyector (20 pt)</translation>
    </message>
    <message>
        <source>&amp;Normal text</source>
        <translation>Texto &amp;normal</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen, large text, a crosshair on the hovered cell. F9 hides the lesson panel; F5 again to leave.</source>
        <translation>Pantalla completa, texto grande, una cruz sobre la celda señalada. F9 oculta el panel de la lección; F5 de nuevo para salir.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>A&amp;cerca de Attention Explorer</translation>
    </message>
    <message>
        <source>About Attention Explorer</source>
        <translation>Acerca de Attention Explorer</translation>
    </message>
    <message>
        <source>Alignment map: arrow keys move a cell cursor, Enter shows its row&apos;s distribution.</source>
        <translation>Mapa de alineación: las flechas mueven un cursor de celda, Intro muestra la distribución de su fila.</translation>
    </message>
    <message>
        <source>Generate tab: Alt+S writes one token, Alt+Y plays or pauses.</source>
        <translation>Pestaña Generar: Alt+O escribe un token, Alt+R reproduce o pausa.</translation>
    </message>
    <message>
        <source>Alt + the underlined letter of a tab or a label goes there.</source>
        <translation>Alt + la letra subrayada de una pestaña o una etiqueta lleva a ella.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Attention Explorer %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Shows how the attention of neural networks works: type two sentences and watch the scores, weights and context vectors change; train small models; watch a language model write.&lt;/p&gt;&lt;p&gt;Qt %2 · products on this CPU: the %3 kernel&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Attention Explorer %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Muestra cómo funciona la atención de las redes neuronales: escriba dos frases y vea cambiar las puntuaciones, los pesos y los vectores de contexto; entrene modelos pequeños; vea escribir a un modelo de lenguaje.&lt;/p&gt;&lt;p&gt;Qt %2 · productos en esta CPU: el núcleo %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(development build)</source>
        <translation>(versión de desarrollo)</translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation>Modelo entrenado: %1</translation>
    </message>
    <message>
        <source>Use the trained model</source>
        <translation>Usar el modelo entrenado</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys, d_model %3</source>
        <translation>%1 consultas × %2 claves, d_model %3</translation>
    </message>
    <message>
        <source>L&amp;esson panel</source>
        <translation>Panel de la &amp;lección</translation>
    </message>
    <message>
        <source>&lt;p&gt;OpenBLAS kernels: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Núcleos de OpenBLAS: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys (imported attention)</source>
        <translation>%1 consultas × %2 claves (atención importada)</translation>
    </message>
    <message>
        <source>Open a &amp;model folder…</source>
        <translation>Abrir una carpeta de &amp;modelo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys: %3</source>
        <translation>%1 consultas × %2 claves: %3</translation>
    </message>
    <message>
        <source>Unsaved changes not kept</source>
        <translation>Cambios sin guardar no conservados</translation>
    </message>
    <message>
        <source>Unsaved changes cannot be kept for recovery after a crash: %1. Save the lesson to keep them.</source>
        <translation>Los cambios sin guardar no se pueden conservar para recuperarlos tras un fallo: %1. Guarde la lección para conservarlos.</translation>
    </message>
    <message>
        <source>Generate writes a token, Step-through decoding shows the next step, Train trains one.</source>
        <translation>Generar escribe un token, la decodificación paso a paso muestra el paso siguiente, Entrenar entrena uno.</translation>
    </message>
    <message>
        <source>P&amp;revious step</source>
        <translation>Paso a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>Pantalla neg&amp;ra</translation>
    </message>
    <message>
        <source>A black screen until the next key or click, as presentation software does.</source>
        <translation>Una pantalla negra hasta la siguiente tecla o clic, como hacen los programas de presentaciones.</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Paso sig&amp;uiente</translation>
    </message>
</context>
<context>
    <name>attention::ModelOpener</name>
    <message>
        <source>Cannot open the model</source>
        <translation>No se puede abrir el modelo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source> Attention </source>
        <translation> Atención </translation>
    </message>
    <message>
        <source>Cross (decoder to source)</source>
        <translation>Cruzada (decodificador a origen)</translation>
    </message>
    <message>
        <source>Encoder (source to source)</source>
        <translation>Codificador (origen a origen)</translation>
    </message>
    <message>
        <source>Decoder (target to target)</source>
        <translation>Decodificador (destino a destino)</translation>
    </message>
    <message>
        <source>Which attention of the translation model the views show.</source>
        <translation>Qué atención del modelo de traducción muestran las vistas.</translation>
    </message>
    <message>
        <source> Layer </source>
        <translation> Capa </translation>
    </message>
    <message>
        <source>Which layer of the model the views show; the Heads tab shows its heads.</source>
        <translation>Qué capa del modelo muestran las vistas; la pestaña Cabezas muestra sus cabezas.</translation>
    </message>
    <message>
        <source>Leave the model</source>
        <translation>Dejar el modelo</translation>
    </message>
    <message>
        <source>Show layer %1</source>
        <translation>Mostrar la capa %1</translation>
    </message>
    <message>
        <source>Show the %1 attention</source>
        <translation>Mostrar la atención %1</translation>
    </message>
    <message>
        <source>Opening the model %1…</source>
        <translation>Abriendo el modelo %1…</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, model.safetensors, tokenizer)</source>
        <translation>Abrir una carpeta de modelo (config.json, model.safetensors, tokenizador)</translation>
    </message>
    <message>
        <source>Open the model %1</source>
        <translation>Abrir el modelo %1</translation>
    </message>
    <message>
        <source>  Model: %1 (%2, %3 layers × %4 heads, d_model %5)  </source>
        <translation>  Modelo: %1 (%2, %3 capas × %4 cabezas, d_model %5)  </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>attention::NextTokenCharts</name>
    <message>
        <source>“%1”: %2 after the filters (the model: %3)</source>
        <translation>“%1”: %2 tras los filtros (el modelo: %3)</translation>
    </message>
    <message>
        <source>“%1”: removed by the filters (the model: %2)</source>
        <translation>“%1”: quitada por los filtros (el modelo: %2)</translation>
    </message>
    <message>
        <source>Next: top %1 of %2 after “%3”</source>
        <translation>Siguiente: los %1 primeros de %2 tras “%3”</translation>
    </message>
    <message>
        <source>Wrote “%4”: top %1 of %2 after “%3”</source>
        <translation>Escribió “%4”: los %1 primeros de %2 tras “%3”</translation>
    </message>
    <message>
        <source>Greedy: Step writes “%1”, the most likely</source>
        <translation>Voraz: un paso escribe “%1”, el más probable</translation>
    </message>
    <message>
        <source>Greedy wrote “%1”, the most likely</source>
        <translation>Voraz escribió “%1”, el más probable</translation>
    </message>
    <message>
        <source>Filtered: %1 kept; Step draws one</source>
        <translation>Filtrado: %1 conservados; Un paso saca uno</translation>
    </message>
    <message>
        <source>Filtered: %1 kept, drew “%2”</source>
        <translation>Filtrado: %1 conservados, salió “%2”</translation>
    </message>
    <message>
        <source>top-p %1</source>
        <translation>top-p %1</translation>
    </message>
</context>
<context>
    <name>attention::PipelineView</name>
    <message>
        <source>Imported attention holds the weights only: there is no pipeline to show.</source>
        <translation>La atención importada solo contiene los pesos: no hay pipeline que mostrar.</translation>
    </message>
    <message>
        <source>The model&apos;s attention weights are shown on the Alignment, Heads and Lines tabs; its Q, K and V are not drawn here yet.</source>
        <translation>Los pesos de atención del modelo se muestran en las pestañas Alineación, Cabezas y Líneas; sus Q, K y V aún no se dibujan aquí.</translation>
    </message>
</context>
<context>
    <name>attention::ResultPresentation</name>
    <message>
        <source>, head %1 of %2</source>
        <translation>, cabeza %1 de %2</translation>
    </message>
    <message>
        <source>, mean of %1 heads</source>
        <translation>, media de %1 cabezas</translation>
    </message>
    <message>
        <source>Imported attention weights (%1%2)</source>
        <translation>Pesos de atención importados (%1%2)</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>pesos de atención</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>puntuaciones</translation>
    </message>
    <message>
        <source>scores / temperature</source>
        <translation>puntuaciones / temperatura</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>consulta %1 “%2” → clave %3 “%4”</translation>
    </message>
    <message>
        <source>blocked by the mask: weight 0, the key is not seen</source>
        <translation>bloqueada por la máscara: peso 0, la clave no se ve</translation>
    </message>
    <message>
        <source>weight: %1</source>
        <translation>peso: %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>raw score q·k: %1</source>
        <translation>puntuación bruta q·k: %1</translation>
    </message>
    <message>
        <source>scaled score (÷√%1): %2</source>
        <translation>puntuación escalada (÷√%1): %2</translation>
    </message>
    <message>
        <source>÷ temperature %1: %2</source>
        <translation>÷ temperatura %1: %2</translation>
    </message>
    <message>
        <source>raw score: %1</source>
        <translation>puntuación bruta: %1</translation>
    </message>
    <message>
        <source>scaled score: %1</source>
        <translation>puntuación escalada: %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <comment>score function, matrix, (mode, heads)</comment>
        <translation>%2 — %1 (%3%4)</translation>
    </message>
    <message>
        <source>cross attention</source>
        <translation>atención cruzada</translation>
    </message>
    <message>
        <source>decoder self attention</source>
        <translation>autoatención del decodificador</translation>
    </message>
    <message>
        <source>causal self attention</source>
        <translation>autoatención causal</translation>
    </message>
    <message>
        <source>self attention</source>
        <translation>autoatención</translation>
    </message>
    <message>
        <source>%1 of %2%3</source>
        <translation>%1 de %2%3</translation>
    </message>
</context>
<context>
    <name>attention::ScalingPanel</name>
    <message>
        <source>Variance of q·k</source>
        <translation>Varianza de q·k</translation>
    </message>
    <message>
        <source>Softmax entropy (nats)</source>
        <translation>Entropía de la softmax (nats)</translation>
    </message>
    <message>
        <source>Largest weight of a row</source>
        <translation>Mayor peso de una fila</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>ahora: %1</translation>
    </message>
    <message>
        <source>q·k</source>
        <translation>q·k</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by √d_k</source>
        <translation>dividido por √d_k</translation>
    </message>
    <message>
        <source>q·k / √d_k</source>
        <translation>q·k / √d_k</translation>
    </message>
    <message>
        <source>d_k (unit-variance q and k)</source>
        <translation>d_k (q y k de varianza unitaria)</translation>
    </message>
    <message>
        <source>Why divide by √d_k? The same sentences at growing d_k: the raw dot products spread out, so without scaling the softmax collapses to one key (entropy falls to 0, the largest weight rises to 1). Dividing by √d_k keeps them comparable. Measured on the lesson&apos;s sentences with random queries and keys, as an untrained network has them (the case the scaling is for), averaged over 4 draws.</source>
        <translation>¿Por qué dividir por √d_k? Las mismas frases con d_k creciente: los productos escalares brutos se dispersan, así que sin escalar la softmax se colapsa en una sola clave (la entropía cae a 0, el mayor peso sube a 1). Dividir por √d_k los mantiene comparables. Medido sobre las frases de la lección con consultas y claves aleatorias, como las tiene una red sin entrenar (el caso para el que existe el escalado), con la media de 4 extracciones.</translation>
    </message>
    <message>
        <source>Divided by √d_k, the variance stays flat. With q and k of unit variance, q·k has variance d_k (the grey line); the embeddings plus the positional encoding spread them more, so the measured line lies above it.</source>
        <translation>Dividida por √d_k, la varianza se mantiene plana. Con q y k de varianza unitaria, q·k tiene varianza d_k (la línea gris); los embeddings más la codificación posicional los dispersan más, así que la línea medida queda por encima.</translation>
    </message>
</context>
<context>
    <name>attention::TeachingView</name>
    <message>
        <source>Why √d_k</source>
        <translation>Por qué √d_k</translation>
    </message>
    <message>
        <source>Worked arithmetic</source>
        <translation>Aritmética paso a paso</translation>
    </message>
    <message>
        <source>Step-through decoding</source>
        <translation>Decodificación paso a paso</translation>
    </message>
    <message>
        <source>Without vs with attention</source>
        <translation>Sin o con atención</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Explain?</source>
        <translation>¿Explicación?</translation>
    </message>
    <message>
        <source>Watch the unscaled softmax collapse as the vectors get longer.</source>
        <translation>Vea cómo la softmax sin escalar se colapsa al alargarse los vectores.</translation>
    </message>
    <message>
        <source>Every number between a query, a key and their weight, for the cell you clicked.</source>
        <translation>Cada número entre una consulta, una clave y su peso, para la celda pulsada.</translation>
    </message>
    <message>
        <source>Play the decoder one target word at a time.</source>
        <translation>Reproducir el decodificador palabra de destino a palabra de destino.</translation>
    </message>
    <message>
        <source>One fixed context vector against one per step.</source>
        <translation>Un vector de contexto fijo frente a uno por paso.</translation>
    </message>
    <message>
        <source>Two configurations side by side, and their difference.</source>
        <translation>Dos configuraciones lado a lado, y su diferencia.</translation>
    </message>
    <message>
        <source>Operations, memory and measured time: attention is quadratic.</source>
        <translation>Operaciones, memoria y tiempo medido: la atención es cuadrática.</translation>
    </message>
    <message>
        <source>Is attention an explanation? The weights beside what each key really does to the output.</source>
        <translation>¿Es la atención una explicación? Los pesos junto a lo que cada clave hace realmente a la salida.</translation>
    </message>
</context>
<context>
    <name>attention::TokenListLabel</name>
    <message>
        <source>Copy the tokens</source>
        <translation>Copiar los tokens</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::TrainView</name>
    <message>
        <source>Reverse</source>
        <translation>Invertir</translation>
    </message>
    <message>
        <source>Reverse a sequence: 3 1 4 → 4 1 3</source>
        <translation>Invertir una secuencia: 3 1 4 → 4 1 3</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Fechas</translation>
    </message>
    <message>
        <source>Normalise dates: 3 March 2021 → 2021-03-03</source>
        <translation>Normalizar fechas: 3 March 2021 → 2021-03-03</translation>
    </message>
    <message>
        <source>Translate words</source>
        <translation>Traducir palabras</translation>
    </message>
    <message>
        <source>Translate word by word, English → French, from the lexicon</source>
        <translation>Traducir palabra por palabra, del inglés al francés, según el léxico</translation>
    </message>
    <message>
        <source>Translate phrases</source>
        <translation>Traducir sintagmas</translation>
    </message>
    <message>
        <source>Translate phrases, the adjective moves: the red cars → les voitures rouges</source>
        <translation>Traducir sintagmas, el adjetivo se mueve: the red cars → les voitures rouges</translation>
    </message>
    <message>
        <source>A task whose true alignment is known, so we can score how well attention finds it.</source>
        <translation>Una tarea cuya alineación verdadera se conoce, para medir lo bien que la encuentra la atención.</translation>
    </message>
    <message>
        <source>The score function the model learns with.</source>
        <translation>La función de puntuación con la que aprende el modelo.</translation>
    </message>
    <message>
        <source>How big a step Adam takes: too small learns slowly, too large jumps about.</source>
        <translation>El tamaño del paso de Adam: demasiado pequeño aprende despacio, demasiado grande salta de un lado a otro.</translation>
    </message>
    <message>
        <source>Training steps between two redraws: slow it down to watch the alignment form.</source>
        <translation>Pasos de entrenamiento entre dos redibujados: vaya más despacio para ver formarse la alineación.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entrenar</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Un paso</translation>
    </message>
    <message>
        <source>Train a single step (one batch, one update of every weight) and show it.</source>
        <translation>Dar un solo paso de entrenamiento (un lote, una actualización de cada peso) y mostrarlo.</translation>
    </message>
    <message>
        <source>Replay: the attention as it was at each redraw of this training.</source>
        <translation>Repetición: la atención tal como era en cada redibujado de este entrenamiento.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Use in the lesson</source>
        <translation>Usar en la lección</translation>
    </message>
    <message>
        <source>The lesson keeps the trained weights (and saves them in its file): type a new source and every tab shows what the trained model does with it.</source>
        <translation>La lección conserva los pesos entrenados (y los guarda en su archivo): escriba un origen nuevo y cada pestaña muestra lo que hace con él el modelo entrenado.</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Aprendizaje</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Step %1. Loss %2. Right tokens: %3&#xa0;%. Attention on the true source: %4&#xa0;%.</source>
        <translation>Paso %1. Pérdida %L2. Tokens correctos: %L3&#xa0;%. Atención en el origen verdadero: %L4&#xa0;%.</translation>
    </message>
    <message>
        <source>Training until attention finds the true source for %1&#xa0;% of the words; then the lesson uses this model.</source>
        <translation>Entrenando hasta que la atención encuentre el origen verdadero del&#xa0;%1&#xa0;% de las palabras; después la lección usa este modelo.</translation>
    </message>
</context>
<context>
    <name>attention::TrainingPlots</name>
    <message>
        <source>Held-out loss and accuracy</source>
        <translation>Pérdida y exactitud (prueba)</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>pasos de entrenamiento</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>exactitud</translation>
    </message>
    <message>
        <source>token accuracy</source>
        <translation>tokens correctos</translation>
    </message>
    <message>
        <source>alignment accuracy</source>
        <translation>alineación correcta</translation>
    </message>
    <message>
        <source>output</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <source>A held-out example after %1 steps</source>
        <translation>Un ejemplo reservado tras %1 pasos</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
</context>
<context>
    <name>attention::ViewExporter</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Export the Generate tab</source>
        <translation>Exportar la pestaña Generar</translation>
    </message>
    <message>
        <source>generation.png</source>
        <translation>generacion.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Attention map as CSV (*.csv);;Attention map as JSON (*.json);;Attention map as NumPy array (*.npy)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf);;Mapa de atención en CSV (*.csv);;Mapa de atención en JSON (*.json);;Mapa de atención como array de NumPy (*.npy)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>Export the %1 tab</source>
        <translation>Exportar la pestaña %1</translation>
    </message>
    <message>
        <source>teach.png</source>
        <translation>ensenar.png</translation>
    </message>
    <message>
        <source>training.png</source>
        <translation>entrenamiento.png</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exportar la vista</translation>
    </message>
    <message>
        <source>attention.png</source>
        <translation>atencion.png</translation>
    </message>
    <message>
        <source>The Generate tab is on the clipboard</source>
        <translation>La pestaña Generar está en el portapapeles</translation>
    </message>
    <message>
        <source>The %1 tab is on the clipboard</source>
        <translation>La pestaña %1 está en el portapapeles</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>Falló la copia</translation>
    </message>
    <message>
        <source>The view is on the clipboard (%1 × %2 pixels)</source>
        <translation>La vista está en el portapapeles (%1 × %2 píxeles)</translation>
    </message>
    <message>
        <source>Export matrix</source>
        <translation>Exportar la matriz</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)</source>
        <translation>Tabla CSV (*.csv);;JSON (*.json);;Array de NumPy (*.npy)</translation>
    </message>
    <message>
        <source>Export bar chart</source>
        <translation>Exportar el gráfico de barras</translation>
    </message>
    <message>
        <source>distribution.png</source>
        <translation>distribucion.png</translation>
    </message>
</context>
<context>
    <name>attention::WorkedArithmeticPanel</name>
    <message>
        <source>The query: whose attention is worked out.</source>
        <translation>La consulta cuya atención se desarrolla.</translation>
    </message>
    <message>
        <source>The key it attends to.</source>
        <translation>La clave a la que atiende.</translation>
    </message>
    <message>
        <source>Every term</source>
        <translation>Todos los términos</translation>
    </message>
    <message>
        <source>Show all the terms of the score and of the context vector, not the first %1.</source>
        <translation>Mostrar todos los términos de la puntuación y del vector de contexto, no solo los %1 primeros.</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Consulta</translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation>C&amp;lave</translation>
    </message>
    <message>
        <source>Nothing to show: the lesson cannot be computed.</source>
        <translation>Nada que mostrar: la lección no se puede calcular.</translation>
    </message>
    <message>
        <source>Click a cell of the alignment map, or pick a query and a key above, to see its arithmetic. (%1)</source>
        <translation>Haga clic en una celda del mapa de alineación, o elija arriba una consulta y una clave, para ver su aritmética. (%1)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How “%1” attends to “%2”&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Cómo “%1” atiende a “%2”&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Head %1 of %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cabeza %1 de %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This key is &lt;b&gt;blocked by the mask&lt;/b&gt;: its score is replaced by −∞, so exp gives 0 and its weight is 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Esta clave está &lt;b&gt;bloqueada por la máscara&lt;/b&gt;: su puntuación se sustituye por −∞, así que exp da 0 y su peso es 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=4&gt;… and %1 more terms (tick &lt;i&gt;Every term&lt;/i&gt;)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=4&gt;… y %1 términos más (marque &lt;i&gt;Todos los términos&lt;/i&gt;)&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;/table&gt;&lt;p&gt;Sum of the %1 terms%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;/table&gt;&lt;p&gt;Suma de los %1 términos%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source> + b</source>
        <translation> + b</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Escalado</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 × 1/√%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 × 1/√%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 / %2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Softmax over the row</source>
        <translation>Softmax sobre la fila</translation>
    </message>
    <message>
        <source>&lt;p&gt;The row&apos;s largest value is %1; subtracting it keeps exp finite.&lt;/p&gt;&lt;p&gt;exp(%2 − %1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Sum of exp over the row&apos;s open keys = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;El mayor valor de la fila es %1; restarlo mantiene finito el exp.&lt;/p&gt;&lt;p&gt;exp(%2 − %1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Suma de exp sobre las claves abiertas de la fila = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 / %2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Context vector of “%1”: c = Σ wⱼ vⱼ</source>
        <translation>Vector de contexto de “%1”: c = Σ wⱼ vⱼ</translation>
    </message>
    <message>
        <source>&lt;p&gt;This head&apos;s part of V (dimensions %1 to %2), before the output projection Wₒ.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La parte de V de esta cabeza (dimensiones %1 a %2), antes de la proyección de salida Wₒ.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more dimensions (tick &lt;i&gt;Every term&lt;/i&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;… y %1 dimensiones más (marque &lt;i&gt;Todos los términos&lt;/i&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;For example c&lt;sub&gt;0&lt;/sub&gt; = %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Por ejemplo c&lt;sub&gt;0&lt;/sub&gt; = %1.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attention::cli::CommandText</name>
    <message>
        <source>this needs more memory than the computer has: ask for something smaller</source>
        <translation>esto necesita más memoria de la que tiene el ordenador: pida algo más pequeño</translation>
    </message>
    <message>
        <source>Computes one reference case with the attention core.</source>
        <translation>Calcula un caso de referencia con el núcleo de atención.</translation>
    </message>
    <message>
        <source>The case file (JSON).</source>
        <translation>El archivo del caso (JSON).</translation>
    </message>
    <message>
        <source>Write the result here.</source>
        <translation>Escribir el resultado aquí.</translation>
    </message>
    <message>
        <source>give exactly one case file: attention-explorer compute CASE.json [-o OUT.json]</source>
        <translation>indique exactamente un archivo de caso: attention-explorer compute CASO.json [-o SALIDA.json]</translation>
    </message>
    <message>
        <source>Writes a view of a lesson as an image (png, svg, pdf) or its matrices (csv, json, npy), chosen by the output file&apos;s suffix. Without LESSON the default lesson is used; the options below change it.</source>
        <translation>Escribe una vista de una lección como imagen (png, svg, pdf) o sus matrices (csv, json, npy), según la extensión del archivo de salida. Sin LECCIÓN se usa la lección predeterminada; las opciones de abajo la cambian.</translation>
    </message>
    <message>
        <source>A lesson file (optional).</source>
        <translation>Un archivo de lección (opcional).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>El archivo que escribir.</translation>
    </message>
    <message>
        <source>weights (default), scores, context, q, k, v, heads, pipeline, lines or distribution; rollout, flow, value-norm, leave-one-out, gradient-input or swap (what attention explains; the last two for a lesson with a trained model); or a panel of the Teach tab: scaling, worked, decoding, contexts, compare, cost or explain.</source>
        <translation>weights (predeterminado), scores, context, q, k, v, heads, pipeline, lines o distribution; rollout, flow, value-norm, leave-one-out, gradient-input o swap (lo que explica la atención; los dos últimos para una lección con un modelo entrenado); o un panel de la pestaña Enseñar: scaling, worked, decoding, contexts, compare, cost o explain.</translation>
    </message>
    <message>
        <source>Image width in logical pixels.</source>
        <translation>Ancho de la imagen en píxeles lógicos.</translation>
    </message>
    <message>
        <source>Image height in logical pixels.</source>
        <translation>Alto de la imagen en píxeles lógicos.</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel (default 2).</source>
        <translation>Píxeles PNG por píxel lógico (2 por defecto).</translation>
    </message>
    <message>
        <source>Show one head (1-based) instead of the mean.</source>
        <translation>Mostrar una cabeza (contando desde 1) en lugar de la media.</translation>
    </message>
    <message>
        <source>With --view distribution: the query (1-based) whose weights to chart; with --view worked: the query whose arithmetic to work.</source>
        <translation>Con --view distribution: la consulta (desde 1) cuyos pesos representar; con --view worked: la consulta cuya aritmética desarrollar.</translation>
    </message>
    <message>
        <source>With --view worked: the key (1-based).</source>
        <translation>Con --view worked: la clave (desde 1).</translation>
    </message>
    <message>
        <source>The source sentence.</source>
        <translation>La frase de origen.</translation>
    </message>
    <message>
        <source>The target sentence.</source>
        <translation>La frase de destino.</translation>
    </message>
    <message>
        <source>cross, self_source or self_target.</source>
        <translation>cross, self_source o self_target.</translation>
    </message>
    <message>
        <source>dot, scaled_dot, general, additive or multihead.</source>
        <translation>dot, scaled_dot, general, additive o multihead.</translation>
    </message>
    <message>
        <source>Embedding size.</source>
        <translation>Tamaño de la incrustación.</translation>
    </message>
    <message>
        <source>Number of heads (multihead).</source>
        <translation>Número de cabezas (multihead).</translation>
    </message>
    <message>
        <source>Attention size (additive).</source>
        <translation>Tamaño de la atención (additive).</translation>
    </message>
    <message>
        <source>Softmax temperature.</source>
        <translation>Temperatura de la softmax.</translation>
    </message>
    <message>
        <source>Random seed.</source>
        <translation>Semilla aleatoria.</translation>
    </message>
    <message>
        <source>Pad the keys to this length (padding mask).</source>
        <translation>Rellenar las claves hasta esta longitud (máscara de relleno).</translation>
    </message>
    <message>
        <source>Apply the causal mask.</source>
        <translation>Aplicar la máscara causal.</translation>
    </message>
    <message>
        <source>Add positional encoding (the default).</source>
        <translation>Sumar la codificación posicional (predeterminado).</translation>
    </message>
    <message>
        <source>Do not add positional encoding.</source>
        <translation>No sumar la codificación posicional.</translation>
    </message>
    <message>
        <source>blues, viridis, magma, cividis, greys, contrast or rdbu.</source>
        <translation>blues, viridis, magma, cividis, greys, contrast o rdbu.</translation>
    </message>
    <message>
        <source>random (default) or lexicon: translations share an embedding.</source>
        <translation>random (predeterminado) o lexicon: las traducciones comparten una incrustación.</translation>
    </message>
    <message>
        <source>random (default) or identity.</source>
        <translation>random (predeterminado) o identity.</translation>
    </message>
    <message>
        <source>Draw attention from a model instead of a lesson: an NPY file (tokens from FILE.tokens.json beside it) or Hugging Face JSON.</source>
        <translation>Dibujar la atención de un modelo en lugar de una lección: un archivo NPY (tokens en ARCHIVO.tokens.json al lado) o JSON de Hugging Face.</translation>
    </message>
    <message>
        <source>png, svg, pdf, csv, json or npy, when the file&apos;s suffix does not say (-o /dev/stdout).</source>
        <translation>png, svg, pdf, csv, json o npy, cuando la extensión del archivo no lo dice (-o /dev/stdout).</translation>
    </message>
    <message>
        <source>Value-weighted attention: α × ‖v‖, each row summing to 1</source>
        <translation>Atención ponderada por los valores: α × ‖v‖, cada fila suma 1</translation>
    </message>
    <message>
        <source>How much each key moves the context when left out, each row summing to 1</source>
        <translation>Cuánto mueve cada clave el contexto al omitirla, cada fila suma 1</translation>
    </message>
    <message>
        <source>Gradient × input: how much each source token moves the written token, each row summing to 1</source>
        <translation>Gradiente × entrada: cuánto mueve cada token de origen el token escrito, cada fila suma 1</translation>
    </message>
    <message>
        <source>Other attention that writes the same tokens (Jensen-Shannon %1 bits from the learned, on average)</source>
        <translation>Otra atención que escribe los mismos tokens (Jensen-Shannon %1 bits de la aprendida, de media)</translation>
    </message>
    <message>
        <source>written token</source>
        <translation>token escrito</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>token de origen</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>la lección</translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation>posición arriba</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>token de entrada</translation>
    </message>
    <message>
        <source>Writes text with a language model (made by train --task induction|grammar --model FILE), one token at a time with its key-value cache.</source>
        <translation>Escribe texto con un modelo de lenguaje (creado con train --task induction|grammar --model ARCHIVO), un token cada vez con su caché de claves y valores.</translation>
    </message>
    <message>
        <source>The language model file (or --task).</source>
        <translation>El archivo del modelo de lenguaje (o --task).</translation>
    </message>
    <message>
        <source>induction or grammar: the model bundled with the app for that task.</source>
        <translation>induction o grammar: el modelo que viene con la aplicación para esa tarea.</translation>
    </message>
    <message>
        <source>The words to continue, separated by spaces.</source>
        <translation>Las palabras que continuar, separadas por espacios.</translation>
    </message>
    <message>
        <source>greedy (default) or sample.</source>
        <translation>greedy (predeterminado) o sample.</translation>
    </message>
    <message>
        <source>sample: divides the logits, above 0 (default 1).</source>
        <translation>sample: divide los logits, mayor que 0 (1 por defecto).</translation>
    </message>
    <message>
        <source>sample: keep the k most likely tokens, 0 = all (default).</source>
        <translation>sample: conservar los k tokens más probables, 0 = todos (predeterminado).</translation>
    </message>
    <message>
        <source>sample: keep the most likely tokens up to this probability, in (0, 1] (default 1 = all).</source>
        <translation>sample: conservar los tokens más probables hasta esta probabilidad, en (0, 1] (1 por defecto = todos).</translation>
    </message>
    <message>
        <source>sample: the same seed writes the same text (default 1).</source>
        <translation>sample: la misma semilla escribe el mismo texto (1 por defecto).</translation>
    </message>
    <message>
        <source>How many tokens to write (default 20).</source>
        <translation>Cuántos tokens escribir (20 por defecto).</translation>
    </message>
    <message>
        <source>Print one JSON object: tokens, text and each step&apos;s token, probability and how many tokens were kept.</source>
        <translation>Imprimir un objeto JSON: los tokens, el texto y, en cada paso, el token, su probabilidad y cuántos tokens se conservaron.</translation>
    </message>
    <message>
        <source>--task must be induction or grammar (the tasks with a bundled model)</source>
        <translation>--task debe ser induction o grammar (las tareas con un modelo incluido)</translation>
    </message>
    <message>
        <source>give a model file or --task, not both</source>
        <translation>indique un archivo de modelo o --task, no ambos</translation>
    </message>
    <message>
        <source>give one language model file or --task induction|grammar (generate --help)</source>
        <translation>indique un archivo de modelo de lenguaje o --task induction|grammar (generate --help)</translation>
    </message>
    <message>
        <source>--prompt is missing: the words the model continues</source>
        <translation>falta --prompt: las palabras que el modelo continúa</translation>
    </message>
    <message>
        <source>--strategy must be greedy or sample</source>
        <translation>--strategy debe ser greedy o sample</translation>
    </message>
    <message>
        <source>--temperature must be a number above 0</source>
        <translation>--temperature debe ser un número mayor que 0</translation>
    </message>
    <message>
        <source>--top-k must be a whole number, 0 or more</source>
        <translation>--top-k debe ser un número entero, 0 o más</translation>
    </message>
    <message>
        <source>--top-p must be a number above 0 and at most 1</source>
        <translation>--top-p debe ser un número mayor que 0 y como mucho 1</translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation>--seed debe ser un número entero</translation>
    </message>
    <message>
        <source>--max-new-tokens must be a whole number from 0 to %1</source>
        <translation>--max-new-tokens debe ser un número entero de 0 a %1</translation>
    </message>
    <message>
        <source>the prompt is empty: give at least one word</source>
        <translation>el prompt está vacío: indique al menos una palabra</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a word this model knows</source>
        <translation>“%1” no es una palabra que este modelo conozca</translation>
    </message>
    <message>
        <source>the prompt has %1 words; this model reads at most %2</source>
        <translation>el prompt tiene %1 palabras; este modelo lee como mucho %2</translation>
    </message>
    <message>
        <source>Trains a small encoder-decoder with attention on a task whose true alignment is known, and reports how well it aligns.</source>
        <translation>Entrena un pequeño codificador-decodificador con atención en una tarea cuya alineación verdadera se conoce, e indica lo bien que alinea.</translation>
    </message>
    <message>
        <source>reverse, dates, translate or phrases (encoder-decoders), or induction or grammar (language models for the Generate tab).</source>
        <translation>reverse, dates, translate o phrases (codificadores-decodificadores), o induction o grammar (modelos de lenguaje para la pestaña Generar).</translation>
    </message>
    <message>
        <source>How long to train (default 30).</source>
        <translation>Cuánto tiempo entrenar (30 por defecto).</translation>
    </message>
    <message>
        <source>Stop after this many steps instead (reproducible on any machine).</source>
        <translation>Parar tras este número de pasos (reproducible en cualquier máquina).</translation>
    </message>
    <message>
        <source>Random seed (default 7).</source>
        <translation>Semilla aleatoria (7 por defecto).</translation>
    </message>
    <message>
        <source>dot, scaled_dot (default; additive for phrases), general or additive.</source>
        <translation>dot, scaled_dot (predeterminado; additive para phrases), general o additive.</translation>
    </message>
    <message>
        <source>Adam&apos;s learning rate (default 0.01).</source>
        <translation>Tasa de aprendizaje de Adam (0,01 por defecto).</translation>
    </message>
    <message>
        <source>End with one JSON object.</source>
        <translation>Terminar con un objeto JSON.</translation>
    </message>
    <message>
        <source>Save the trained model in a lesson file: the window opens it, and export draws it for any source.</source>
        <translation>Guardar el modelo entrenado en un archivo de lección: la ventana lo abre, y export lo dibuja para cualquier origen.</translation>
    </message>
    <message>
        <source>induction or grammar: save the language model (generate and the Generate tab read it).</source>
        <translation>induction o grammar: guardar el modelo de lenguaje (generate y la pestaña Generar lo leen).</translation>
    </message>
    <message>
        <source>reverse, dates, translate or phrases: draw the Train tab&apos;s plots (a held-out example&apos;s attention and the curves) to a PNG, SVG or PDF file.</source>
        <translation>reverse, dates, translate o phrases: dibujar los gráficos de la pestaña Entrenar (la atención de un ejemplo de prueba y las curvas) en un archivo PNG, SVG o PDF.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: train takes only options (train --help lists them)</source>
        <translation>argumento inesperado “%1”: train solo admite opciones (train --help las lista)</translation>
    </message>
    <message>
        <source>--task must be reverse, dates, translate, phrases, induction or grammar</source>
        <translation>--task debe ser reverse, dates, translate, phrases, induction o grammar</translation>
    </message>
    <message>
        <source>--seconds must be a number from 0 to 3600</source>
        <translation>--seconds debe ser un número de 0 a 3600</translation>
    </message>
    <message>
        <source>--steps must be a whole number from 0 to 10000000</source>
        <translation>--steps debe ser un número entero de 0 a 10000000</translation>
    </message>
    <message>
        <source>--picture draws the Train tab&apos;s tasks; the Generate tab draws the training of induction and grammar</source>
        <translation>--picture dibuja las tareas de la pestaña Entrenar; la pestaña Generar dibuja el entrenamiento de induction y grammar</translation>
    </message>
    <message>
        <source>--picture needs the window&apos;s drawing code, which this build left out</source>
        <translation>--picture necesita el código de dibujo de la ventana, que esta versión dejó fuera</translation>
    </message>
    <message>
        <source>--learning-rate must be above 0 and at most 1</source>
        <translation>--learning-rate debe ser mayor que 0 y como mucho 1</translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general or additive</source>
        <translation>--score debe ser dot, scaled_dot, general o additive</translation>
    </message>
    <message>
        <source>step %1  %2 s  loss %3  tokens %4 %  alignment %5 %
</source>
        <translation>paso %1  %2 s  pérdida %3  tokens %4 %  alineación %5 %
</translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation>Modelo entrenado: %1</translation>
    </message>
    <message>
        <source>step %1  %2 s  loss %3  </source>
        <translation>paso %1  %2 s  pérdida %3  </translation>
    </message>
    <message>
        <source>grammatical %1 %  agreement head L%2H%3 %4 %
</source>
        <translation>gramaticales %1 %  cabeza de concordancia (capa %2, cabeza %3) %4 %
</translation>
    </message>
    <message>
        <source>copy %1 %  previous-token head L%2H%3 %4 %  induction head L%5H%6 %7 %
</source>
        <translation>copia %1 %  cabeza del token anterior (capa %2, cabeza %3) %4 %  cabeza de inducción (capa %5, cabeza %6) %7 %
</translation>
    </message>
    <message numerus="yes">
        <source>Attention rollout through %n layer(s) of %1</source>
        <translation>
            <numerusform>Rollout de atención a través de %n capa de %1</numerusform>
            <numerusform>Rollout de atención a través de %n capas de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attention flow through %n layer(s) of %1</source>
        <translation>
            <numerusform>Flujo de atención a través de %n capa de %1</numerusform>
            <numerusform>Flujo de atención a través de %n capas de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: use compute, export, bench, train, generate, tokenize or translate</source>
        <translation>orden desconocida “%1”: use compute, export, bench, train, generate, tokenize o translate</translation>
    </message>
    <message>
        <source>With --import: the layer to show (1-based, default 1). With --model: the layer (default the last), or all with --view heads: every layer&apos;s heads.</source>
        <translation>Con --import: la capa que se muestra (desde 1, por defecto 1). Con --model: la capa (por defecto la última), o all con --view heads: las cabezas de cada capa.</translation>
    </message>
    <message>
        <source>Run a Hugging Face model folder (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) on --source (and --target) and draw its attention.</source>
        <translation>Ejecuta una carpeta de modelo de Hugging Face (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) sobre --source (y --target) y dibuja su atención.</translation>
    </message>
    <message>
        <source>With --model: encoder, decoder or cross (a translation model&apos;s; default its cross attention, else the model&apos;s own).</source>
        <translation>Con --model: encoder, decoder o cross (de un modelo de traducción; por defecto su atención cruzada, si no la del modelo).</translation>
    </message>
    <message>
        <source>%1 is a %2 model, not a language model that writes (GPT-2, Llama, Qwen2)</source>
        <translation>%1 es un modelo %2, no un modelo de lenguaje que escriba (GPT-2, Llama, Qwen2)</translation>
    </message>
    <message>
        <source>the prompt has %1 tokens; this model reads at most %2</source>
        <translation>el prompt tiene %1 tokens; este modelo lee como mucho %2</translation>
    </message>
    <message>
        <source>A Hugging Face decoder&apos;s folder (GPT-2, Llama, Qwen2): the prompt is read by its own tokenizer, and writing stops at its end token.</source>
        <translation>La carpeta de un decodificador de Hugging Face (GPT-2, Llama, Qwen2): su propio tokenizador lee el prompt, y la escritura se detiene en su token de fin.</translation>
    </message>
    <message>
        <source>give one model: a file, --task or --model</source>
        <translation>indique un solo modelo: un archivo, --task o --model</translation>
    </message>
    <message>
        <source>Prints the token ids and tokens of a text as the model&apos;s own tokenizer gives them, its special tokens included.</source>
        <translation>Muestra los ids y los tokens de un texto tal como los da el tokenizador del propio modelo, con sus tokens especiales.</translation>
    </message>
    <message>
        <source>The text.</source>
        <translation>El texto.</translation>
    </message>
    <message>
        <source>The Hugging Face model folder.</source>
        <translation>La carpeta del modelo de Hugging Face.</translation>
    </message>
    <message>
        <source>A translation model: the target side&apos;s tokenizer.</source>
        <translation>Un modelo de traducción: el tokenizador del lado de destino.</translation>
    </message>
    <message>
        <source>Print one JSON object: {&quot;ids&quot;: [...], &quot;tokens&quot;: [...]}.</source>
        <translation>Imprime un objeto JSON: {&quot;ids&quot;: [...], &quot;tokens&quot;: [...]}.</translation>
    </message>
    <message>
        <source>give the model folder with --model</source>
        <translation>indique la carpeta del modelo con --model</translation>
    </message>
    <message>
        <source>give the text as one argument (in quotes)</source>
        <translation>indique el texto como un solo argumento (entre comillas)</translation>
    </message>
    <message>
        <source>--target: this model has one tokenizer</source>
        <translation>--target: este modelo tiene un solo tokenizador</translation>
    </message>
    <message>
        <source>Translates with a Marian model as Hugging Face&apos;s generate does with the model&apos;s settings, and says how sure it was of each token.</source>
        <translation>Traduce con un modelo Marian como lo hace generate de Hugging Face con los ajustes del modelo, y dice cuán seguro estaba de cada token.</translation>
    </message>
    <message>
        <source>The Marian model folder (opus-mt-en-fr, ...).</source>
        <translation>La carpeta del modelo Marian (opus-mt-en-fr, ...).</translation>
    </message>
    <message>
        <source>The text to translate.</source>
        <translation>El texto que se traduce.</translation>
    </message>
    <message>
        <source>Beams of the search, 1 to 5 (default the model&apos;s num_beams; 1 is greedy).</source>
        <translation>Haces de la búsqueda, de 1 a 5 (por defecto el num_beams del modelo; 1 es voraz).</translation>
    </message>
    <message>
        <source>The layer whose cross attention --json gives (1-based, default the last).</source>
        <translation>La capa cuya atención cruzada da --json (desde 1, por defecto la última).</translation>
    </message>
    <message>
        <source>Print one JSON object: ids, tokens and text of the translation, and per written token its probability and cross attention (the mean over heads).</source>
        <translation>Imprime un objeto JSON: ids, tokens y texto de la traducción, y por cada token escrito su probabilidad y su atención cruzada (la media de las cabezas).</translation>
    </message>
    <message>
        <source>give the model folder with --model and the text with --source</source>
        <translation>indique la carpeta del modelo con --model y el texto con --source</translation>
    </message>
    <message>
        <source>%1 is a %2 model, not a translation model (Marian)</source>
        <translation>%1 es un modelo %2, no un modelo de traducción (Marian)</translation>
    </message>
    <message>
        <source>--beam must be a whole number from 1 to 5</source>
        <translation>--beam debe ser un número entero de 1 a 5</translation>
    </message>
    <message>
        <source>--layer must be from 1 to %1</source>
        <translation>--layer debe ir de 1 a %1</translation>
    </message>
    <message>
        <source>QT_SCALE_FACTOR=%1 is no scale a window can be drawn at (%2): it is ignored</source>
        <translation>QT_SCALE_FACTOR=%1 no es una escala a la que se pueda dibujar una ventana (%2): se ignora</translation>
    </message>
    <message>
        <source>QT_SCALE_FACTOR=%1 is beyond the scales a window can be drawn at (%2): using %3</source>
        <translation>QT_SCALE_FACTOR=%1 está fuera de las escalas a las que se puede dibujar una ventana (%2): se usa %3</translation>
    </message>
    <message>
        <source>QT_SCREEN_SCALE_FACTORS=%1 holds scales no window can be drawn at (%2): using &quot;%3&quot;</source>
        <translation>QT_SCREEN_SCALE_FACTORS=%1 contiene escalas a las que no se puede dibujar ninguna ventana (%2): se usa «%3»</translation>
    </message>
</context>
</TS>
