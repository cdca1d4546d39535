<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Message</name>
    <message>
        <source>&quot;score&quot; must be dot, scaled_dot, general or additive, not &quot;%1&quot;</source>
        <translation>„score“ muss dot, scaled_dot, general oder additive sein, nicht „%1“</translation>
    </message>
    <message>
        <source>K and V must have the same number of rows</source>
        <translation>K und V müssen gleich viele Zeilen haben</translation>
    </message>
    <message>
        <source>&quot;mask&quot; must have one row per query and one column per key</source>
        <translation>„mask“ muss eine Zeile je Abfrage und eine Spalte je Schlüssel haben</translation>
    </message>
    <message>
        <source>&quot;attn_mask&quot; must be [%1][%2]</source>
        <translation>„attn_mask“ muss [%1][%2] sein</translation>
    </message>
    <message>
        <source>&quot;key_padding_mask&quot; must have %1 entries, one per key</source>
        <translation>„key_padding_mask“ muss %1 Einträge haben, einen je Schlüssel</translation>
    </message>
    <message>
        <source>&quot;logits&quot; must hold one number per token</source>
        <translation>„logits“ muss eine Zahl je Token enthalten</translation>
    </message>
    <message>
        <source>&quot;op&quot; must be softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm or sample_filter, not &quot;%1&quot;</source>
        <translation>„op“ muss softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm oder sample_filter sein, nicht „%1“</translation>
    </message>
    <message>
        <source>a case must be a JSON object</source>
        <translation>ein Fall muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the case is too large to read</source>
        <translation>der Fall ist zu groß zum Lesen</translation>
    </message>
    <message>
        <source>This case</source>
        <translation>Dieser Fall</translation>
    </message>
    <message>
        <source>make its matrices smaller</source>
        <translation>verkleinern Sie seine Matrizen</translation>
    </message>
    <message>
        <source>--picture must name a .png, .svg or .pdf file</source>
        <translation>--picture muss eine .png-, .svg- oder .pdf-Datei nennen</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>--%1 must be a number</source>
        <translation>--%1 muss eine Zahl sein</translation>
    </message>
    <message>
        <source>--mode must be cross, self_source or self_target</source>
        <translation>--mode muss cross, self_source oder self_target sein</translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general, additive or multihead</source>
        <translation>--score muss dot, scaled_dot, general, additive oder multihead sein</translation>
    </message>
    <message>
        <source>--embeddings must be lexicon or random</source>
        <translation>--embeddings muss lexicon oder random sein</translation>
    </message>
    <message>
        <source>--projections must be random or identity</source>
        <translation>--projections muss random oder identity sein</translation>
    </message>
    <message>
        <source>--colormap must be blues, viridis, magma, cividis, greys, contrast or rdbu</source>
        <translation>--colormap muss blues, viridis, magma, cividis, greys, contrast oder rdbu sein</translation>
    </message>
    <message>
        <source>--view must be weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap, or a Teach panel: scaling, worked, decoding, contexts, compare, cost or explain</source>
        <translation>--view muss weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap oder eine Tafel von „Lehren“ sein: scaling, worked, decoding, contexts, compare, cost oder explain</translation>
    </message>
    <message>
        <source>give --width and --height together</source>
        <translation>geben Sie --width und --height zusammen an</translation>
    </message>
    <message>
        <source>--scale must be from 0.1 to 8</source>
        <translation>--scale muss zwischen 0,1 und 8 liegen</translation>
    </message>
    <message>
        <source>--format must be png, svg, pdf, csv, json or npy</source>
        <translation>--format muss png, svg, pdf, csv, json oder npy sein</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>say where to write with -o FILE (png, svg, pdf, csv, json or npy)</source>
        <translation>geben Sie mit -o DATEI an, wohin geschrieben wird (png, svg, pdf, csv, json oder npy)</translation>
    </message>
    <message>
        <source>give at most one lesson file</source>
        <translation>geben Sie höchstens eine Lektionsdatei an</translation>
    </message>
    <message>
        <source>--view %1 is a picture: write png, svg or pdf</source>
        <translation>--view %1 ist ein Bild: schreiben Sie png, svg oder pdf</translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation, not imported attention</source>
        <translation>--view %1 erklärt die eigene Berechnung einer Lektion, keine importierte Attention</translation>
    </message>
    <message>
        <source>--view %1 explains what a trained model writes: give a lesson saved by train --lesson</source>
        <translation>--view %1 erklärt, was ein trainiertes Modell schreibt: geben Sie eine mit train --lesson gespeicherte Lektion an</translation>
    </message>
    <message>
        <source>rollout and flow follow self attention up through the layers: give --mode self_source or self_target, or --import a model&apos;s attention</source>
        <translation>Rollout und Fluss folgen der Self-Attention durch die Schichten: geben Sie --mode self_source oder self_target an, oder importieren Sie die Attention eines Modells mit --import</translation>
    </message>
    <message>
        <source>nothing to export</source>
        <translation>nichts zu exportieren</translation>
    </message>
    <message>
        <source>%1 has %2 layers: --layer must be from 1 to %2</source>
        <translation>%1 hat %2 Schichten: --layer muss von 1 bis %2 reichen</translation>
    </message>
    <message>
        <source>this lesson has %1 queries and %2 keys: --row and --column must be within them</source>
        <translation>diese Lektion hat %1 Abfragen und %2 Schlüssel: --row und --column müssen darin liegen</translation>
    </message>
    <message>
        <source>tracing attention through layers needs at least one layer</source>
        <translation>Attention durch Schichten zu verfolgen braucht mindestens eine Schicht</translation>
    </message>
    <message>
        <source>rollout and flow follow self attention: every layer must be n x n with the same n</source>
        <translation>Rollout und Fluss folgen der Self-Attention: jede Schicht muss n x n mit demselben n sein</translation>
    </message>
    <message>
        <source>attention flow solves a max-flow per pair of tokens: at most %1 tokens, not %2 (rollout has no limit)</source>
        <translation>der Attention-Fluss löst ein Maximalfluss-Problem je Token-Paar: höchstens %1 Token, nicht %2 (Rollout hat keine Grenze)</translation>
    </message>
    <message>
        <source>weighing keys by what they do needs the value vectors: only a lesson computed here has them, not imported attention</source>
        <translation>Schlüssel nach ihrer Wirkung zu gewichten braucht die Wertvektoren: nur eine hier berechnete Lektion hat sie, keine importierte Attention</translation>
    </message>
    <message>
        <source>The model reads 1 to %1 tokens at a time, not %2.</source>
        <translation>Das Modell liest 1 bis %1 Token auf einmal, nicht %2.</translation>
    </message>
    <message>
        <source>Token id %1 is not in the model&apos;s vocabulary of %2 words.</source>
        <translation>Token-ID %1 ist nicht im Vokabular des Modells mit %2 Wörtern.</translation>
    </message>
    <message>
        <source>The model&apos;s %1 does not have the shape its sizes declare.</source>
        <translation>Der Parameter %1 des Modells hat nicht die Form, die seine Größen angeben.</translation>
    </message>
    <message>
        <source>A language model here has 1 to %1 layers, 1 to %2 heads, d_model up to %3, a context of up to %4 tokens, up to %5 words and an MLP of up to %6.</source>
        <translation>Ein Sprachmodell hat hier 1 bis %1 Schichten, 1 bis %2 Köpfe, d_model bis %3, einen Kontext bis %4 Token, bis %5 Wörter und ein MLP bis %6.</translation>
    </message>
    <message>
        <source>d_model (%1) must be a multiple of the number of heads (%2).</source>
        <translation>d_model (%1) muss ein Vielfaches der Zahl der Köpfe (%2) sein.</translation>
    </message>
    <message>
        <source>The prompt is empty.</source>
        <translation>Der Prompt ist leer.</translation>
    </message>
    <message>
        <source>The model&apos;s context is full: it reads at most %1 tokens.</source>
        <translation>Der Kontext des Modells ist voll: es liest höchstens %1 Token.</translation>
    </message>
    <message>
        <source>The temperature must be a number above 0, not %1.</source>
        <translation>Die Temperatur muss eine Zahl über 0 sein, nicht %1.</translation>
    </message>
    <message>
        <source>Top-k must be 0 (off) or more, not %1.</source>
        <translation>Top-k muss 0 (aus) oder mehr sein, nicht %1.</translation>
    </message>
    <message>
        <source>Top-p must be above 0 and at most 1, not %1.</source>
        <translation>Top-p muss über 0 und höchstens 1 sein, nicht %1.</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1 (it is %2)</source>
        <translation>d_model muss zwischen 1 und %1 liegen (es ist %2)</translation>
    </message>
    <message>
        <source>at most %1 heads are supported</source>
        <translation>höchstens %1 Köpfe werden unterstützt</translation>
    </message>
    <message>
        <source>there cannot be more heads (%1) than d_model (%2)</source>
        <translation>es kann nicht mehr Köpfe (%1) als d_model (%2) geben</translation>
    </message>
    <message>
        <source>the additive attention size must be between 1 and %1</source>
        <translation>die Größe der additiven Attention muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>the temperature must be between %1 and %2</source>
        <translation>die Temperatur muss zwischen %1 und %2 liegen</translation>
    </message>
    <message>
        <source>the lexicon noise must be between 0 and 10</source>
        <translation>das Lexikon-Rauschen muss zwischen 0 und 10 liegen</translation>
    </message>
    <message>
        <source>the token limit must be between 1 and %1</source>
        <translation>die Token-Grenze muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>keys can be padded to at most %1 tokens</source>
        <translation>Schlüssel können auf höchstens %1 Token aufgefüllt werden</translation>
    </message>
    <message>
        <source>The source sentence has %1 tokens; only the first %2 are shown.</source>
        <translation>Der Quellsatz hat %1 Token; nur die ersten %2 werden gezeigt.</translation>
    </message>
    <message>
        <source>The target sentence has %1 tokens; only the first %2 are shown.</source>
        <translation>Der Zielsatz hat %1 Token; nur die ersten %2 werden gezeigt.</translation>
    </message>
    <message>
        <source>The source sentence has no words yet: type a few to see attention.</source>
        <translation>Der Quellsatz hat noch keine Wörter: tippen Sie ein paar, um Attention zu sehen.</translation>
    </message>
    <message>
        <source>The target sentence has no words yet: type a few to see attention.</source>
        <translation>Der Zielsatz hat noch keine Wörter: tippen Sie ein paar, um Attention zu sehen.</translation>
    </message>
    <message>
        <source>A causal mask in cross attention hides the source words after each target word&apos;s position, which a translation does not do: it is meant for a decoder&apos;s self attention (Mode: self attention on the target).</source>
        <translation>Eine kausale Maske in der Cross-Attention verdeckt die Quellwörter nach der Position jedes Zielworts, was eine Übersetzung nicht tut: sie ist für die Self-Attention eines Decoders gedacht (Modus: Self-Attention auf dem Ziel).</translation>
    </message>
    <message>
        <source>This lesson</source>
        <translation>Diese Lektion</translation>
    </message>
    <message>
        <source>use fewer tokens, a smaller d_model, fewer heads or a smaller additive size</source>
        <translation>verwenden Sie weniger Token, ein kleineres d_model, weniger Köpfe oder eine kleinere additive Größe</translation>
    </message>
    <message>
        <source>This lesson needs more memory than the computer has: use shorter sentences or a smaller d_model.</source>
        <translation>Diese Lektion braucht mehr Speicher, als der Computer hat: verwenden Sie kürzere Sätze oder ein kleineres d_model.</translation>
    </message>
    <message>
        <source>The attention could not be computed: %1</source>
        <translation>Die Attention konnte nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>importiert aus %1</translation>
    </message>
    <message>
        <source>lexicon: translations share a vector</source>
        <translation>Lexikon: Übersetzungen teilen einen Vektor</translation>
    </message>
    <message>
        <source>lexicon embeddings through random projections: the pattern means nothing yet</source>
        <translation>Lexikon-Einbettungen durch zufällige Projektionen: das Muster bedeutet noch nichts</translation>
    </message>
    <message>
        <source>untrained: random weights, the pattern means nothing yet</source>
        <translation>untrainiert: zufällige Gewichte, das Muster bedeutet noch nichts</translation>
    </message>
    <message>
        <source>%1 would need about %2 GB of memory, more than the %3 GB this app allows itself: %4</source>
        <translation>%1 bräuchte etwa %2 GB Speicher, mehr als die %3 GB, die sich diese App erlaubt: %4</translation>
    </message>
    <message>
        <source>%1 would take about %2 multiply-adds, more than the %3 (about ten seconds) this app allows itself: %4</source>
        <translation>%1 bräuchte etwa %2 Multiplikationen und Additionen, mehr als die %3 (etwa zehn Sekunden), die sich diese App erlaubt: %4</translation>
    </message>
    <message>
        <source>the computation was given up: a later edit replaced it</source>
        <translation>die Berechnung wurde aufgegeben: eine spätere Änderung hat sie ersetzt</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>there must be at least one head</source>
        <translation>es muss mindestens einen Kopf geben</translation>
    </message>
    <message>
        <source>d_model %1 cannot be split into %2 equal heads: choose a number of heads that divides it</source>
        <translation>d_model %1 lässt sich nicht in %2 gleiche Köpfe teilen: wählen Sie eine Zahl von Köpfen, die es teilt</translation>
    </message>
    <message>
        <source>in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = %1</source>
        <translation>in_proj_weight muss [3E][E] und in_proj_bias [3E] sein, für E = %1</translation>
    </message>
    <message>
        <source>out_proj_weight must be [E][E] and out_proj_bias [E] for E = %1</source>
        <translation>out_proj_weight muss [E][E] und out_proj_bias [E] sein, für E = %1</translation>
    </message>
    <message>
        <source>query, key and value rows must have embed_dim = %1 entries</source>
        <translation>Abfrage-, Schlüssel- und Wertzeilen müssen embed_dim = %1 Einträge haben</translation>
    </message>
    <message>
        <source>multi-head attention needs queries, and as many values as keys</source>
        <translation>Multi-Head-Attention braucht Abfragen und so viele Werte wie Schlüssel</translation>
    </message>
    <message>
        <source>there is no such cell</source>
        <translation>diese Zelle gibt es nicht</translation>
    </message>
    <message>
        <source>line %1 needs four columns separated by tabs (English, French, German, Spanish)</source>
        <translation>Zeile %1 braucht vier durch Tabulatoren getrennte Spalten (Englisch, Französisch, Deutsch, Spanisch)</translation>
    </message>
    <message>
        <source>the lexicon has no concepts</source>
        <translation>das Lexikon hat keine Begriffe</translation>
    </message>
    <message>
        <source>additive attention needs an attention size of at least 1</source>
        <translation>additive Attention braucht eine Attention-Größe von mindestens 1</translation>
    </message>
    <message>
        <source>additive weights W_q %1 and W_k %2 do not fit Q %3 and K %4</source>
        <translation>die additiven Gewichte W_q %1 und W_k %2 passen nicht zu Q %3 und K %4</translation>
    </message>
    <message>
        <source>additive biases and v must all have the attention size %1</source>
        <translation>additive Biases und v müssen alle die Attention-Größe %1 haben</translation>
    </message>
    <message>
        <source>the temperature must be a positive number (it divides the scores)</source>
        <translation>die Temperatur muss eine positive Zahl sein (sie teilt die Scores)</translation>
    </message>
    <message>
        <source>the mask must have one row per query and one column per key</source>
        <translation>die Maske muss eine Zeile je Abfrage und eine Spalte je Schlüssel haben</translation>
    </message>
    <message>
        <source>attention needs at least one query and one key</source>
        <translation>Attention braucht mindestens eine Abfrage und einen Schlüssel</translation>
    </message>
    <message>
        <source>K %1 and V %2 must have one row per key</source>
        <translation>K %1 und V %2 müssen eine Zeile je Schlüssel haben</translation>
    </message>
    <message>
        <source>Q %1 and K %2 must have the same width</source>
        <translation>Q %1 und K %2 müssen gleich breit sein</translation>
    </message>
    <message>
        <source>queries and keys need a dimension of at least 1</source>
        <translation>Abfragen und Schlüssel brauchen eine Dimension von mindestens 1</translation>
    </message>
    <message>
        <source>Luong&apos;s W %1 must be %2x%3</source>
        <translation>Luongs W %1 muss %2x%3 sein</translation>
    </message>
    <message>
        <source>multi-head attention is computed by multiHeadAttention()</source>
        <translation>Multi-Head-Attention wird von multiHeadAttention() berechnet</translation>
    </message>
    <message>
        <source>each weight must be [h][h] with h = %1</source>
        <translation>jedes Gewicht muss [h][h] sein, mit h = %1</translation>
    </message>
    <message>
        <source>each bias must have h = %1 entries</source>
        <translation>jeder Bias muss h = %1 Einträge haben</translation>
    </message>
    <message>
        <source>the weights, inputs and mask of multi-head attention do not fit together</source>
        <translation>Gewichte, Eingaben und Maske der Multi-Head-Attention passen nicht zusammen</translation>
    </message>
    <message>
        <source>The reverse model reads digits only: type a few, such as &quot;3 1 4 1 5&quot;.</source>
        <translation>Das Umkehr-Modell liest nur Ziffern: tippen Sie ein paar, etwa „3 1 4 1 5“.</translation>
    </message>
    <message>
        <source>The dates model reads a day, a month&apos;s name and a four-digit year, such as &quot;3 March 2021&quot;.</source>
        <translation>Das Datums-Modell liest einen Tag, einen englischen Monatsnamen und eine vierstellige Jahreszahl, etwa „3 March 2021“.</translation>
    </message>
    <message>
        <source>The phrases model reads noun phrases joined by &quot;and&quot;, &quot;or&quot; or &quot;with&quot;, each a determiner (the, my, our, these, some), an adjective and a plural noun, such as &quot;the red cars and my sad dogs&quot;%1</source>
        <translation>Das Phrasen-Modell liest Nominalphrasen, verbunden durch „and“, „or“ oder „with“, jede aus einem Artikel (the, my, our, these, some), einem Adjektiv und einem Substantiv im Plural, etwa „the red cars and my sad dogs“%1</translation>
    </message>
    <message>
        <source> (adjectives such as %1): &quot;%2&quot; does not fit there.</source>
        <translation> (Adjektive wie %1): „%2“ passt hier nicht.</translation>
    </message>
    <message>
        <source> (nouns such as %1): &quot;%2&quot; does not fit there.</source>
        <translation> (Substantive wie %1): „%2“ passt hier nicht.</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; does not fit there.</source>
        <translation>: „%1“ passt hier nicht.</translation>
    </message>
    <message>
        <source>: the last phrase is not finished.</source>
        <translation>: die letzte Phrase ist nicht fertig.</translation>
    </message>
    <message>
        <source>The translation model learned %1 English words (%2, ...); &quot;%3&quot; is not one of them.</source>
        <translation>Das Übersetzungsmodell hat %1 englische Wörter gelernt (%2, ...); „%3“ gehört nicht dazu.</translation>
    </message>
    <message>
        <source>Type a source sentence for the trained model to read.</source>
        <translation>Tippen Sie einen Quellsatz, den das trainierte Modell liest.</translation>
    </message>
    <message>
        <source>The trained model knows positions up to %1: shorten the source.</source>
        <translation>Das trainierte Modell kennt Positionen bis %1: kürzen Sie die Quelle.</translation>
    </message>
    <message>
        <source>the trained model&apos;s sizes must lie between 1 and %1</source>
        <translation>die Größen des trainierten Modells müssen zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>the trained model&apos;s weights do not have the shapes its sizes describe, or hold a number that is not finite</source>
        <translation>die Gewichte des trainierten Modells haben nicht die Formen, die seine Größen beschreiben, oder enthalten eine nicht endliche Zahl</translation>
    </message>
    <message>
        <source>%1, %2, %3 steps, %4 % of outputs attend to their true source</source>
        <translation>%1, %2, %3 Schritte, %4 % der Ausgaben blicken auf ihre wahre Quelle</translation>
    </message>
    <message>
        <source>The trained model cannot be used: %1.</source>
        <translation>Das trainierte Modell kann nicht verwendet werden: %1.</translation>
    </message>
    <message>
        <source>[codes of the output position | of the source length]</source>
        <translation>[Codes der Ausgabeposition | der Quelllänge]</translation>
    </message>
    <message>
        <source>[embedding | codes of the position from the start | from the end]</source>
        <translation>[Einbettung | Codes der Position vom Anfang | vom Ende]</translation>
    </message>
    <message>
        <source>trained for %1 steps on %2</source>
        <translation>%1 Schritte auf %2 trainiert</translation>
    </message>
    <message>
        <source>The trained %1 model writes &quot;%2&quot;.</source>
        <translation>Das trainierte Modell %1 schreibt „%2“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of token strings</source>
        <translation>„%1“ muss eine Liste von Token-Zeichenketten sein</translation>
    </message>
    <message>
        <source>the nesting of &quot;attentions&quot; is uneven</source>
        <translation>die Verschachtelung von „attentions“ ist ungleichmäßig</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; holds too many values</source>
        <translation>„attentions“ enthält zu viele Werte</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be nested lists of numbers, 3 or 4 deep per layer</source>
        <translation>„attentions“ müssen verschachtelte Zahlenlisten sein, 3 oder 4 Ebenen tief je Schicht</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; is not rectangular: a list at depth %1 has %2 entries, another %3</source>
        <translation>„attentions“ ist nicht rechteckig: eine Liste auf Ebene %1 hat %2 Einträge, eine andere %3</translation>
    </message>
    <message>
        <source>attention must have shape [q, k], [heads, q, k] or [layers, heads, q, k]; this array has %1 dimensions</source>
        <translation>Attention muss die Form [q, k], [Köpfe, q, k] oder [Schichten, Köpfe, q, k] haben; dieses Array hat %1 Dimensionen</translation>
    </message>
    <message>
        <source>the matrix is %1 x %2 but there are %3 query and %4 key tokens</source>
        <translation>die Matrix ist %1 x %2, aber es gibt %3 Abfrage- und %4 Schlüssel-Token</translation>
    </message>
    <message>
        <source>the token file is not a JSON object</source>
        <translation>die Token-Datei ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the JSON needs an &quot;attentions&quot; list (one entry per layer)</source>
        <translation>das JSON braucht eine Liste „attentions“ (ein Eintrag je Schicht)</translation>
    </message>
    <message>
        <source>the batch holds %1 sequences: export one (batch index 0)</source>
        <translation>der Batch enthält %1 Sequenzen: exportieren Sie eine (Batch-Index 0)</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be [layers][heads][queries][keys], with an optional batch of 1</source>
        <translation>„attentions“ muss [Schichten][Köpfe][Abfragen][Schlüssel] sein, wahlweise mit einem Batch von 1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Could not read the tokens in %1: %2</source>
        <translation>Die Token in %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&quot;layers&quot; must list %1 blocks</source>
        <translation>„layers“ muss %1 Blöcke auflisten</translation>
    </message>
    <message>
        <source>a language model file is one JSON object</source>
        <translation>eine Sprachmodell-Datei ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>it is not a language model (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>das ist kein Sprachmodell („format“ muss „%1“ sein)</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; must list %1 words, one per id</source>
        <translation>„vocabulary“ muss %1 Wörter auflisten, eines je ID</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): name a file</source>
        <translation>%1 ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe): nennen Sie eine Datei</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation>%1 ist größer als %2 MB</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name this system can use</source>
        <translation>„%1“ ist kein Dateiname, den dieses System verwenden kann</translation>
    </message>
    <message>
        <source>%1 is a folder: name a file to write</source>
        <translation>%1 ist ein Ordner: nennen Sie eine Datei zum Schreiben</translation>
    </message>
    <message>
        <source>could not write %1: the folder %2 does not exist</source>
        <translation>%1 konnte nicht geschrieben werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an unknown value &quot;%2&quot;</source>
        <translation>„%1“ hat einen unbekannten Wert „%2“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>„%1“ muss true oder false sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>„%1“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of [query, key] pairs</source>
        <translation>„%1“ muss eine Liste von [Abfrage, Schlüssel]-Paaren sein</translation>
    </message>
    <message>
        <source>this is not an Attention Explorer lesson (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>das ist keine Attention-Explorer-Lektion („format“ ist nicht „%1“)</translation>
    </message>
    <message>
        <source>this lesson was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation>diese Lektion wurde von einem neueren Attention Explorer geschrieben (Format-Version %1; dieser liest bis %2): bitte aktualisieren Sie die App</translation>
    </message>
    <message>
        <source>a lesson file must hold one JSON object</source>
        <translation>eine Lektionsdatei muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>there is no matrix to write</source>
        <translation>es gibt keine Matrix zu schreiben</translation>
    </message>
    <message>
        <source>unknown matrix format &quot;%1&quot;: use csv, json or npy</source>
        <translation>unbekanntes Matrixformat „%1“: verwenden Sie csv, json oder npy</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty list</source>
        <translation>„%1“ muss eine nicht leere Liste sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 is not a list</source>
        <translation>Zeile %2 von „%1“ ist keine Liste</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has empty rows</source>
        <translation>„%1“ hat leere Zeilen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 x %3 cells)</source>
        <translation>„%1“ ist zu groß (%2 x %3 Zellen)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 has %3 entries, row 0 has %4</source>
        <translation>Zeile %2 von „%1“ hat %3 Einträge, Zeile 0 hat %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>„%1“ muss eine Zahl sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is out of range</source>
        <translation>„%1“ liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too long</source>
        <translation>„%1“ ist zu lang</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>„%1“ muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>not an NPY file (it does not start with \x93NUMPY)</source>
        <translation>keine NPY-Datei (sie beginnt nicht mit \x93NUMPY)</translation>
    </message>
    <message>
        <source>NPY format version %1 is not supported</source>
        <translation>NPY-Formatversion %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <source>the NPY header is truncated</source>
        <translation>der NPY-Kopf ist abgeschnitten</translation>
    </message>
    <message>
        <source>the NPY header is truncated or too long</source>
        <translation>der NPY-Kopf ist abgeschnitten oder zu lang</translation>
    </message>
    <message>
        <source>the array holds an unknown type; attention weights must be float32 or float64</source>
        <translation>das Array enthält einen unbekannten Typ; Attention-Gewichte müssen float32 oder float64 sein</translation>
    </message>
    <message>
        <source>the array holds %1; attention weights must be float32 or float64</source>
        <translation>das Array enthält %1; Attention-Gewichte müssen float32 oder float64 sein</translation>
    </message>
    <message>
        <source>the NPY header has no fortran_order</source>
        <translation>der NPY-Kopf hat keine fortran_order</translation>
    </message>
    <message>
        <source>the NPY header has no shape</source>
        <translation>der NPY-Kopf hat keine Form (shape)</translation>
    </message>
    <message>
        <source>the NPY shape (%1) is not a list of sizes</source>
        <translation>die NPY-Form (%1) ist keine Liste von Größen</translation>
    </message>
    <message>
        <source>the array claims shape (%1): more than %2 million values</source>
        <translation>das Array gibt die Form (%1) an: mehr als %2 Millionen Werte</translation>
    </message>
    <message>
        <source>the array is a single number, not a matrix</source>
        <translation>das Array ist eine einzelne Zahl, keine Matrix</translation>
    </message>
    <message>
        <source>the array is empty</source>
        <translation>das Array ist leer</translation>
    </message>
    <message>
        <source>the file is truncated: the shape (%1) needs %2 bytes of data, it has %3</source>
        <translation>die Datei ist abgeschnitten: die Form (%1) braucht %2 Byte Daten, sie hat %3</translation>
    </message>
    <message>
        <source>could not read the file: %1</source>
        <translation>die Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the attention holds %1 (element %2), more than a float can hold: attention weights lie between 0 and 1</source>
        <translation>die Attention enthält %1 (Element %2), mehr als ein Float fassen kann: Attention-Gewichte liegen zwischen 0 und 1</translation>
    </message>
    <message>
        <source>the array holds NaN or infinity (at element %1): attention weights must be finite</source>
        <translation>das Array enthält NaN oder Unendlich (bei Element %1): Attention-Gewichte müssen endlich sein</translation>
    </message>
    <message>
        <source>%1 has changed since it was opened: it is now shorter than its header says</source>
        <translation>%1 hat sich seit dem Öffnen geändert: sie ist jetzt kürzer, als ihr Kopf angibt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1</source>
        <translation>„%1“ muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; must be an object</source>
        <translation>„trained_model“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;task&quot; must be reverse, dates, translate or phrases</source>
        <translation>„task“ muss reverse, dates, translate oder phrases sein</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; has an unknown &quot;score&quot;</source>
        <translation>„trained_model“ hat einen unbekannten „score“</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot;: %1</source>
        <translation>„trained_model“: %1</translation>
    </message>
    <message>
        <source>drawing %1 failed</source>
        <translation>das Zeichnen von %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the image is too large for this computer&apos;s memory</source>
        <translation>das Bild ist zu groß für den Speicher dieses Computers</translation>
    </message>
    <message>
        <source>the picture of %1 came out blank: nothing was drawn</source>
        <translation>das Bild von %1 ist leer geblieben: nichts wurde gezeichnet</translation>
    </message>
    <message>
        <source>%1 has no suffix to tell the format: end it with .png, .svg, .pdf, .csv, .json or .npy (or give --format)</source>
        <translation>%1 hat keine Endung, die das Format angibt: beenden Sie es mit .png, .svg, .pdf, .csv, .json oder .npy (oder geben Sie --format an)</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;: use png, svg, pdf, csv, json or npy</source>
        <translation>unbekanntes Format „%1“: verwenden Sie png, svg, pdf, csv, json oder npy</translation>
    </message>
    <message>
        <source>There is nothing to export: the prompt has no words the model knows.</source>
        <translation>Es gibt nichts zu exportieren: der Prompt enthält kein Wort, das das Modell kennt.</translation>
    </message>
    <message>
        <source>a PDF page is at most %1 points a side (200 inches): give a smaller --width and --height, or write svg</source>
        <translation>eine PDF-Seite misst höchstens %1 Punkte je Seite (200 Zoll): geben Sie kleinere --width und --height an, oder schreiben Sie svg</translation>
    </message>
    <message>
        <source>the picture would be too large: at most %1 pixels a side (width or height times the scale)</source>
        <translation>das Bild wäre zu groß: höchstens %1 Pixel je Seite (Breite oder Höhe mal Skalierung)</translation>
    </message>
    <message>
        <source>imported attention holds weights only: use --view weights, heads or lines</source>
        <translation>importierte Attention enthält nur Gewichte: verwenden Sie --view weights, heads oder lines</translation>
    </message>
    <message>
        <source>the attention has %1 heads and a picture of heads shows at most %2: give --head N for one, or export the numbers (csv, json or npy)</source>
        <translation>die Attention hat %1 Köpfe und ein Bild der Köpfe zeigt höchstens %2: geben Sie --head N für einen an, oder exportieren Sie die Zahlen (csv, json oder npy)</translation>
    </message>
    <message>
        <source>there is no query %1 to chart</source>
        <translation>es gibt keine Abfrage %1 zum Darstellen</translation>
    </message>
    <message>
        <source>This export</source>
        <translation>Dieser Export</translation>
    </message>
    <message>
        <source>imported attention holds weights only: export weights or heads</source>
        <translation>importierte Attention enthält nur Gewichte: exportieren Sie Gewichte oder Köpfe</translation>
    </message>
    <message>
        <source>Your edited lexicon (%1) could not be read, so the built-in one is used: %2</source>
        <translation>Ihr bearbeitetes Lexikon (%1) konnte nicht gelesen werden, daher wird das eingebaute verwendet: %2</translation>
    </message>
    <message>
        <source>Cross attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>Self attention (source)</source>
        <translation>Self-Attention (Quelle)</translation>
    </message>
    <message>
        <source>Self attention (target)</source>
        <translation>Self-Attention (Ziel)</translation>
    </message>
    <message>
        <source>Dot product</source>
        <translation>Skalarprodukt</translation>
    </message>
    <message>
        <source>Scaled dot product</source>
        <translation>Skaliertes Skalarprodukt</translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation>Luong allgemein</translation>
    </message>
    <message>
        <source>Additive (Bahdanau)</source>
        <translation>Additiv (Bahdanau)</translation>
    </message>
    <message>
        <source>Multi-head</source>
        <translation>Multi-Head</translation>
    </message>
    <message>
        <source>--head must be from 1 to %1, the number of heads of this attention</source>
        <translation>--head muss von 1 bis %1 reichen, der Zahl der Köpfe dieser Attention</translation>
    </message>
    <message>
        <source>could not write %1: it is a pipe that nothing reads from</source>
        <translation>%1 konnte nicht geschrieben werden: es ist eine Pipe, aus der nichts liest</translation>
    </message>
    <message>
        <source>a number in the JSON is longer than %1 KB</source>
        <translation>eine Zahl im JSON ist länger als %1 KB</translation>
    </message>
    <message>
        <source>the reading was stopped</source>
        <translation>das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>the kernels must be avx512, avx2 or portable</source>
        <translation>die Kernel müssen avx512, avx2 oder portable sein</translation>
    </message>
    <message>
        <source>this CPU has no %1 (its best is %2)</source>
        <translation>diese CPU hat kein %1 (ihr bestes ist %2)</translation>
    </message>
    <message>
        <source>the model reads at most %1 tokens, and this is %2</source>
        <translation>das Modell liest höchstens %1 Token, dies sind %2</translation>
    </message>
    <message>
        <source>token id %1 is not in the model&apos;s vocabulary of %2</source>
        <translation>die Token-ID %1 ist nicht im Vokabular des Modells (%2)</translation>
    </message>
    <message>
        <source>the SentencePiece model cannot be read: %1</source>
        <translation>das SentencePiece-Modell kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the weights have no tensor %1 %2</source>
        <translation>die Gewichte enthalten keinen Tensor %1 %2</translation>
    </message>
    <message>
        <source>the tensor %1 is %2, not %3 as the configuration says</source>
        <translation>der Tensor %1 ist %2, nicht %3, wie die Konfiguration sagt</translation>
    </message>
    <message>
        <source>config.json has no &quot;%1&quot;</source>
        <translation>config.json hat kein „%1“</translation>
    </message>
    <message>
        <source>config.json names an activation this app does not know: &quot;%1&quot;</source>
        <translation>config.json nennt eine Aktivierung, die diese App nicht kennt: „%1“</translation>
    </message>
    <message>
        <source>config.json&apos;s model_type &quot;%1&quot; is not one this app runs: gpt2, llama, qwen2, bert, distilbert or marian</source>
        <translation>der model_type „%1“ in config.json gehört nicht zu denen, die diese App ausführt: gpt2, llama, qwen2, bert, distilbert oder marian</translation>
    </message>
    <message>
        <source>config.json asks for rope_scaling, which this app does not compute yet</source>
        <translation>config.json verlangt rope_scaling, das diese App noch nicht berechnet</translation>
    </message>
    <message>
        <source>config.json&apos;s num_attention_heads (%1) is not a multiple of num_key_value_heads (%2)</source>
        <translation>num_attention_heads (%1) in config.json ist kein Vielfaches von num_key_value_heads (%2)</translation>
    </message>
    <message>
        <source>rotary positions need an even head size, and hidden_size / num_attention_heads is %1</source>
        <translation>rotierende Positionen brauchen eine gerade Kopfgröße, und hidden_size / num_attention_heads ist %1</translation>
    </message>
    <message>
        <source>this Marian model has a decoder vocabulary of its own, which this app does not read yet</source>
        <translation>dieses Marian-Modell hat ein eigenes Decoder-Vokabular, das diese App noch nicht liest</translation>
    </message>
    <message>
        <source>config.json&apos;s %1 (%2) is not a multiple of its heads (%3)</source>
        <translation>%1 (%2) in config.json ist kein Vielfaches seiner Köpfe (%3)</translation>
    </message>
    <message>
        <source>config.json must hold one JSON object</source>
        <translation>config.json muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>%1 is not a folder: a model is opened as the folder that holds config.json</source>
        <translation>%1 ist kein Ordner: ein Modell wird als der Ordner geöffnet, der config.json enthält</translation>
    </message>
    <message>
        <source>config.json: %1</source>
        <translation>config.json: %1</translation>
    </message>
    <message>
        <source>this app reads model.safetensors; pytorch_model.bin is not read yet</source>
        <translation>diese App liest model.safetensors; pytorch_model.bin wird noch nicht gelesen</translation>
    </message>
    <message>
        <source>the folder has no weights: model.safetensors or model.safetensors.index.json</source>
        <translation>der Ordner enthält keine Gewichte: model.safetensors oder model.safetensors.index.json</translation>
    </message>
    <message>
        <source>the model&apos;s weights take %1 GB (up to twice that as float32), more than half of this computer&apos;s %2 GB</source>
        <translation>die Gewichte des Modells belegen %1 GB (als float32 bis zum Doppelten), mehr als die Hälfte der %2 GB dieses Computers</translation>
    </message>
    <message>
        <source>the model&apos;s weights take %1 GB as float32, more than half of this computer&apos;s %2 GB</source>
        <translation>die Gewichte des Modells belegen als float32 %1 GB, mehr als die Hälfte der %2 GB dieses Computers</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is cut short: it is not a whole safetensors file</source>
        <translation>%1 ist abgeschnitten: es ist keine vollständige safetensors-Datei</translation>
    </message>
    <message>
        <source>%1 does not start with a safetensors header</source>
        <translation>%1 beginnt nicht mit einem safetensors-Kopf</translation>
    </message>
    <message>
        <source>%1&apos;s header is not valid: %2</source>
        <translation>der Kopf von %1 ist ungültig: %2</translation>
    </message>
    <message>
        <source>%1 cannot be mapped into memory: %2</source>
        <translation>%1 kann nicht in den Speicher abgebildet werden: %2</translation>
    </message>
    <message>
        <source>%1 describes the tensor %2 wrongly (its type, shape or place in the file)</source>
        <translation>%1 beschreibt den Tensor %2 falsch (Typ, Form oder Lage in der Datei)</translation>
    </message>
    <message>
        <source>model.safetensors.index.json is not an index of shards</source>
        <translation>model.safetensors.index.json ist kein Index von Teildateien</translation>
    </message>
    <message>
        <source>model.safetensors.index.json names a shard outside the folder: &quot;%1&quot;</source>
        <translation>model.safetensors.index.json nennt eine Teildatei außerhalb des Ordners: „%1“</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>%1 gives &quot;%2&quot; an id that is no token number</source>
        <translation>%1 gibt „%2“ eine ID, die keine Tokennummer ist</translation>
    </message>
    <message>
        <source>tokenizer.json holds a %1 model; this app reads byte-level BPE here</source>
        <translation>tokenizer.json enthält ein %1-Modell; diese App liest hier Byte-Level-BPE</translation>
    </message>
    <message>
        <source>tokenizer.json splits text another way than GPT-2&apos;s byte-level pattern (%1), which this app does not read yet</source>
        <translation>tokenizer.json teilt Text anders als das Byte-Level-Muster von GPT-2 (%1), was diese App noch nicht liest</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: tokenizer.json, or vocab.json and merges.txt</source>
        <translation>der Ordner hat keinen Tokenizer: tokenizer.json oder vocab.json und merges.txt</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: vocab.txt</source>
        <translation>der Ordner hat keinen Tokenizer: vocab.txt</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: source.spm, target.spm and vocab.json</source>
        <translation>der Ordner hat keinen Tokenizer: source.spm, target.spm und vocab.json</translation>
    </message>
    <message>
        <source>the folder has no tokenizer</source>
        <translation>der Ordner hat keinen Tokenizer</translation>
    </message>
    <message>
        <source>give --import or --model, not both</source>
        <translation>geben Sie --import oder --model an, nicht beides</translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation: it takes no --model yet</source>
        <translation>--view %1 erklärt die eigene Berechnung einer Lektion: es nimmt noch kein --model</translation>
    </message>
    <message>
        <source>--model reads the text of --source</source>
        <translation>--model liest den Text von --source</translation>
    </message>
    <message>
        <source>--layer all writes every layer&apos;s heads as numbers: give --view heads and a csv, json or npy file</source>
        <translation>--layer all schreibt die Köpfe jeder Schicht als Zahlen: geben Sie --view heads und eine csv-, json- oder npy-Datei an</translation>
    </message>
    <message>
        <source>--attention must be encoder, decoder or cross</source>
        <translation>--attention muss encoder, decoder oder cross sein</translation>
    </message>
    <message>
        <source>--attention chooses a model&apos;s attention: give --model too</source>
        <translation>--attention wählt die Aufmerksamkeit eines Modells: geben Sie auch --model an</translation>
    </message>
    <message>
        <source>This text through the model</source>
        <translation>Dieser Text durch das Modell</translation>
    </message>
    <message>
        <source>use a shorter text</source>
        <translation>verwenden Sie einen kürzeren Text</translation>
    </message>
    <message>
        <source>the search found no translation</source>
        <translation>die Suche fand keine Übersetzung</translation>
    </message>
    <message>
        <source>the model gave no attention</source>
        <translation>das Modell lieferte keine Aufmerksamkeit</translation>
    </message>
    <message>
        <source>a %1 model has no such attention: give encoder, decoder or cross as it has them</source>
        <translation>ein %1-Modell hat diese Aufmerksamkeit nicht: geben Sie encoder, decoder oder cross an, je nachdem, was es hat</translation>
    </message>
    <message>
        <source>the model has no tokens to read: type a few words</source>
        <translation>das Modell hat keine Token zu lesen: tippen Sie ein paar Wörter</translation>
    </message>
    <message>
        <source>%1 translates: &quot;%2&quot;</source>
        <translation>%1 übersetzt: „%2“</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, Schicht %2 von %3</translation>
    </message>
    <message>
        <source>&quot;model&quot; must name a folder, and as attention cross, encoder or decoder</source>
        <translation>„model“ muss einen Ordner nennen und als Aufmerksamkeit cross, encoder oder decoder</translation>
    </message>
    <message>
        <source>could not write %1: %2 is a file, not a folder</source>
        <translation>%1 konnte nicht geschrieben werden: %2 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>it was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation>sie wurde von einem neueren Attention Explorer geschrieben (Format-Version %1; dieser liest bis %2): bitte aktualisieren Sie die App</translation>
    </message>
    <message>
        <source>word %1 of &quot;vocabulary&quot; must be text without spaces or control characters</source>
        <translation>Wort %1 von „vocabulary“ muss Text ohne Leerzeichen oder Steuerzeichen sein</translation>
    </message>
    <message>
        <source>The model&apos;s scores for the next token overflowed (beyond the largest number a float holds): its weights are too large to compute with.</source>
        <translation>Die Bewertungen des Modells für das nächste Token sind übergelaufen (über die größte Zahl hinaus, die ein Float fasst): seine Gewichte sind zu groß, um damit zu rechnen.</translation>
    </message>
    <message>
        <source>its lists and objects nest %1 deep; at most %2 levels are read</source>
        <translation>seine Listen und Objekte sind %1 Ebenen tief verschachtelt; höchstens %2 Ebenen werden gelesen</translation>
    </message>
    <message>
        <source>Reading this JSON</source>
        <translation>Das Lesen dieses JSON</translation>
    </message>
    <message>
        <source>use a file with fewer lists and values</source>
        <translation>verwenden Sie eine Datei mit weniger Listen und Werten</translation>
    </message>
    <message>
        <source>%1 is empty: there is no attention in it</source>
        <translation>%1 ist leer: es enthält keine Attention</translation>
    </message>
    <message>
        <source>it does not start as a NumPy file (.npy) does</source>
        <translation>sie beginnt nicht wie eine NumPy-Datei (.npy)</translation>
    </message>
    <message>
        <source>trace fewer layers or fewer tokens</source>
        <translation>verfolgen Sie weniger Schichten oder weniger Token</translation>
    </message>
    <message>
        <source>Attention rollout through these layers</source>
        <translation>Attention-Rollout durch diese Schichten</translation>
    </message>
    <message>
        <source>Attention flow through these layers</source>
        <translation>Attention-Flow durch diese Schichten</translation>
    </message>
    <message>
        <source>Reading these layers and heads</source>
        <translation>Das Lesen dieser Schichten und Köpfe</translation>
    </message>
    <message>
        <source>export fewer layers, heads or tokens from the model</source>
        <translation>exportieren Sie weniger Schichten, Köpfe oder Token aus dem Modell</translation>
    </message>
    <message>
        <source>export one head, a smaller picture, or write npy</source>
        <translation>exportieren Sie einen Kopf oder ein kleineres Bild, oder schreiben Sie npy</translation>
    </message>
    <message>
        <source>the model is too large to read</source>
        <translation>das Modell ist zu groß zum Lesen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Positional encoding P  (%1)</source>
        <translation>Positionskodierung P  (%1)</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>Einbettung</translation>
    </message>
    <message>
        <source>Query input X_q = %1  (%2)</source>
        <translation>Abfrage-Eingabe X_q = %1  (%2)</translation>
    </message>
    <message>
        <source>Key/value input X_k = %1  (%2)</source>
        <translation>Schlüssel-/Wert-Eingabe X_k = %1  (%2)</translation>
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
        <translation>Scores = %1  (%2)</translation>
    </message>
    <message>
        <source>÷ temperature %1, masked  (%2)</source>
        <translation>÷ Temperatur %1, maskiert  (%2)</translation>
    </message>
    <message>
        <source>Weights A = softmax(row)  (%1)</source>
        <translation>Gewichte A = softmax(Zeile)  (%1)</translation>
    </message>
    <message>
        <source>Context C = A V  (%1)</source>
        <translation>Kontext C = A V  (%1)</translation>
    </message>
    <message>
        <source>Output = C W_oᵀ  (%1)</source>
        <translation>Ausgabe = C W_oᵀ  (%1)</translation>
    </message>
    <message>
        <source>Queries Q</source>
        <translation>Abfragen Q</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Schlüssel K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Werte V</translation>
    </message>
    <message>
        <source>Context vectors C = A V</source>
        <translation>Kontextvektoren C = A V</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation>Wohin „%1“ blickt</translation>
    </message>
</context>
<context>
    <name>attention::AlignmentPanel</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation>Gewichte (nach Softmax)</translation>
    </message>
    <message>
        <source>Scores (before softmax)</source>
        <translation>Scores (vor Softmax)</translation>
    </message>
    <message>
        <source>Scores ÷ temperature</source>
        <translation>Scores ÷ Temperatur</translation>
    </message>
    <message>
        <source>Which matrix the map shows: the weights, or the scores they were computed from.</source>
        <translation>Welche Matrix die Karte zeigt: die Gewichte oder die Scores, aus denen sie berechnet wurden.</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>An&amp;zeigen</translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution. Orange squares mark each row&apos;s strongest key, where one stands out.</source>
        <translation>Fahren Sie über eine Zelle für ihre Zahlen; klicken Sie eine Zeile für ihre Verteilung. Orange Quadrate markieren den stärksten Schlüssel jeder Zeile, wo einer heraussticht.</translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution.</source>
        <translation>Fahren Sie über eine Zelle für ihre Zahlen; klicken Sie eine Zeile für ihre Verteilung.</translation>
    </message>
    <message>
        <source>The strongest key is the true source for %1 of %2 target tokens (%3 %)</source>
        <translation>Der stärkste Schlüssel ist bei %1 von %2 Ziel-Token die wahre Quelle (%3 %)</translation>
    </message>
    <message>
        <source>Click a row of the map</source>
        <translation>Klicken Sie eine Zeile der Karte</translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation>Wohin „%1“ blickt</translation>
    </message>
</context>
<context>
    <name>attention::AttentionImporter</name>
    <message>
        <source>Cannot import attention</source>
        <translation>Attention kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Imported attention</source>
        <translation>Importierte Attention</translation>
    </message>
    <message>
        <source> Layer </source>
        <translation> Schicht </translation>
    </message>
    <message>
        <source>Which layer of the model to show; the Heads tab shows its heads.</source>
        <translation>Welche Schicht des Modells gezeigt wird; der Reiter Köpfe zeigt ihre Köpfe.</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Zurück zur Lektion</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Import attention</source>
        <translation>Attention importieren</translation>
    </message>
    <message>
        <source>Attention (*.npy *.json);;NumPy arrays (*.npy);;Hugging Face JSON (*.json)</source>
        <translation>Attention (*.npy *.json);;NumPy-Arrays (*.npy);;Hugging-Face-JSON (*.json)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>No token file was found beside it. Type the tokens, separated by spaces (leave empty to number the positions):</source>
        <translation>Daneben wurde keine Token-Datei gefunden. Tippen Sie die Token, durch Leerzeichen getrennt (leer lassen, um die Positionen zu nummerieren):</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>  Imported: %1  (%2 layers × %3 heads, %4 × %5)  </source>
        <translation>  Importiert: %1  (%2 Schichten × %3 Köpfe, %4 × %5)  </translation>
    </message>
    <message>
        <source>Cannot show layer %1</source>
        <translation>Schicht %1 kann nicht gezeigt werden</translation>
    </message>
    <message numerus="yes">
        <source>No token file was found beside it. The file holds attention over %n token(s): type them, separated by spaces (leave empty to number the positions):</source>
        <translation>
            <numerusform>Daneben wurde keine Token-Datei gefunden. Die Datei enthält Attention über %n Token: tippen Sie es (leer lassen, um die Position zu nummerieren):</numerusform>
            <numerusform>Daneben wurde keine Token-Datei gefunden. Die Datei enthält Attention über %n Token: tippen Sie sie, durch Leerzeichen getrennt (leer lassen, um die Positionen zu nummerieren):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::ComparePanel</name>
    <message>
        <source>Which two configurations to put side by side on the same sentences.</source>
        <translation>Welche zwei Konfigurationen auf denselben Sätzen nebeneinander stehen.</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>This lesson is too large to compare live: shorten the sentences or lower d_model.</source>
        <translation>Diese Lektion ist zu groß für einen Live-Vergleich: kürzen Sie die Sätze oder senken Sie d_model.</translation>
    </message>
    <message>
        <source>The lesson&apos;s own settings, not its trained model: only the setting named on the left changes.</source>
        <translation>Die eigenen Einstellungen der Lektion, nicht ihr trainiertes Modell: nur die links genannte Einstellung ändert sich.</translation>
    </message>
    <message>
        <source>Same sentences and seed; only the setting named on the left changes.</source>
        <translation>Dieselben Sätze und derselbe Seed; nur die links genannte Einstellung ändert sich.</translation>
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
        <translation>A − B (rot: A größer)</translation>
    </message>
    <message>
        <source>Dot product vs scaled dot product</source>
        <translation>Skalarprodukt ohne oder mit Skalierung</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>unskaliert</translation>
    </message>
    <message>
        <source>scaled dot product</source>
        <translation>skaliert</translation>
    </message>
    <message>
        <source>Additive (Bahdanau) vs Luong general</source>
        <translation>Additiv (Bahdanau) oder Luong allgemein</translation>
    </message>
    <message>
        <source>additive</source>
        <translation>additiv</translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation>Luong allgemein</translation>
    </message>
    <message>
        <source>Positional encoding on vs off</source>
        <translation>Positionskodierung an oder aus</translation>
    </message>
    <message>
        <source>with positions</source>
        <translation>mit Positionen</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>ohne Positionen</translation>
    </message>
    <message>
        <source>Lexicon (identity projections) vs an untrained network</source>
        <translation>Lexikon (Identitätsprojektionen) oder untrainiertes Netz</translation>
    </message>
    <message>
        <source>lexicon</source>
        <translation>Lexikon</translation>
    </message>
    <message>
        <source>untrained</source>
        <translation>untrainiert</translation>
    </message>
    <message>
        <source>The lesson&apos;s settings vs temperature × 4</source>
        <translation>Einstellungen der Lektion oder Temperatur × 4</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>wie eingestellt</translation>
    </message>
    <message>
        <source>temperature × 4</source>
        <translation>Temperatur × 4</translation>
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
        <translation>Ohne Attention bekommt ein Seq2seq-Decoder bei jedem Schritt denselben festen Kontext (hier den Mittelwert der Quellwerte, den gleiche Gewichte ergeben). Mit Attention baut jeder Schritt seinen eigenen. Das Diagramm zeigt, wie ähnlich der Kontext jedes Schritts dem festen ist (Kosinus; 1 = gleich).</translation>
    </message>
    <message>
        <source>Cosine similarity of each step&apos;s context to the fixed context</source>
        <translation>Kosinus-Ähnlichkeit des Kontexts jedes Schritts mit dem festen Kontext</translation>
    </message>
    <message>
        <source>decoder step</source>
        <translation>Decoder-Schritt</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <source>fixed (no attention)</source>
        <translation>fest (ohne Attention)</translation>
    </message>
    <message>
        <source>The fixed context, then the context vector of each decoder step</source>
        <translation>Der feste Kontext, dann der Kontextvektor jedes Decoder-Schritts</translation>
    </message>
    <message>
        <source>cosine to the fixed context</source>
        <translation>Kosinus zum festen Kontext</translation>
    </message>
</context>
<context>
    <name>attention::ControlPanel</name>
    <message numerus="yes">
        <source>The trained model writes %n token(s): </source>
        <translation>
            <numerusform>Das trainierte Modell schreibt %n Token: </numerusform>
            <numerusform>Das trainierte Modell schreibt %n Token: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): </source>
        <translation>
            <numerusform>%n Token: </numerusform>
            <numerusform>%n Token: </numerusform>
        </translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>Trainiertes Modell</translation>
    </message>
    <message>
        <source>Back to untrained attention</source>
        <translation>Zurück zur untrainierten Attention</translation>
    </message>
    <message>
        <source>The lesson drops the trained weights and uses its own settings again (Undo brings them back).</source>
        <translation>Die Lektion verwirft die trainierten Gewichte und verwendet wieder ihre eigenen Einstellungen (Rückgängig holt sie zurück).</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Source sentence (the keys in cross attention)</source>
        <translation>Quellsatz (die Schlüssel in der Cross-Attention)</translation>
    </message>
    <message>
        <source>The sentence being translated: in cross attention its words are the keys and values.</source>
        <translation>Der zu übersetzende Satz: in der Cross-Attention sind seine Wörter die Schlüssel und Werte.</translation>
    </message>
    <message>
        <source>The translation: in cross attention each of its words asks which source words matter.</source>
        <translation>Die Übersetzung: in der Cross-Attention fragt jedes ihrer Wörter, welche Quellwörter zählen.</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Quelle</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgangspunkt</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexikon</translation>
    </message>
    <message>
        <source>Meaningful alignment without training: a word and its translations share an embedding and the projections are the identity, so each word attends to its translation.</source>
        <translation>Sinnvolle Ausrichtung ohne Training: ein Wort und seine Übersetzungen teilen eine Einbettung und die Projektionen sind die Identität, also blickt jedes Wort auf seine Übersetzung.</translation>
    </message>
    <message>
        <source>Untrained</source>
        <translation>Untrainiert</translation>
    </message>
    <message>
        <source>What a network knows before training: random embeddings and random projections give a pattern that means nothing.</source>
        <translation>Was ein Netz vor dem Training weiß: zufällige Einbettungen und Projektionen ergeben ein Muster, das nichts bedeutet.</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>Trainiert</translation>
    </message>
    <message>
        <source>Trains a small model on phrase translation in the Train tab (a few seconds, in view), then the lesson uses what it learned.</source>
        <translation>Trainiert im Reiter „Trainieren“ ein kleines Modell auf Phrasenübersetzung (einige Sekunden, sichtbar), dann verwendet die Lektion, was es gelernt hat.</translation>
    </message>
    <message>
        <source>Start from the lexicon</source>
        <translation>Vom Lexikon ausgehen</translation>
    </message>
    <message>
        <source>Start from an untrained network</source>
        <translation>Von einem untrainierten Netz ausgehen</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Cross: target words look at source words; self: a sentence looks at its own words.</source>
        <translation>Cross: Zielwörter blicken auf Quellwörter; Self: ein Satz blickt auf seine eigenen Wörter.</translation>
    </message>
    <message>
        <source>How a query and a key are turned into a score before the softmax.</source>
        <translation>Wie aus einer Abfrage und einem Schlüssel vor der Softmax ein Score wird.</translation>
    </message>
    <message>
        <source>The length of every embedding, query, key and value vector.</source>
        <translation>Die Länge jedes Einbettungs-, Abfrage-, Schlüssel- und Wertvektors.</translation>
    </message>
    <message>
        <source>Multi-head only: how many smaller attentions run side by side (must divide d_model).</source>
        <translation>Nur Multi-Head: wie viele kleinere Attentions nebeneinander laufen (muss d_model teilen).</translation>
    </message>
    <message>
        <source>Additive only: the width of the small tanh layer that scores each pair.</source>
        <translation>Nur additiv: die Breite der kleinen tanh-Schicht, die jedes Paar bewertet.</translation>
    </message>
    <message>
        <source>Scores are divided by the temperature: low makes attention sharp, high makes it even.</source>
        <translation>Die Scores werden durch die Temperatur geteilt: niedrig macht die Attention scharf, hoch macht sie gleichmäßig.</translation>
    </message>
    <message>
        <source>Type a temperature from 0.001 to 1000 and press Enter.</source>
        <translation>Tippen Sie eine Temperatur von 0,001 bis 1000 und drücken Sie Enter.</translation>
    </message>
    <message>
        <source>The random seed for embeddings and weights: the same seed always gives the same numbers.</source>
        <translation>Der Zufalls-Seed für Einbettungen und Gewichte: derselbe Seed gibt immer dieselben Zahlen.</translation>
    </message>
    <message>
        <source>Random (seeded)</source>
        <translation>Zufällig (mit Seed)</translation>
    </message>
    <message>
        <source>Identity (Q = K = V = X)</source>
        <translation>Identität (Q = K = V = X)</translation>
    </message>
    <message>
        <source>The matrices W_q, W_k, W_v that turn embeddings into queries, keys and values.</source>
        <translation>Die Matrizen W_q, W_k, W_v, die Einbettungen in Abfragen, Schlüssel und Werte verwandeln.</translation>
    </message>
    <message>
        <source>Random (one vector per word)</source>
        <translation>Zufällig (ein Vektor je Wort)</translation>
    </message>
    <message>
        <source>Lexicon (translations share a vector)</source>
        <translation>Lexikon (Übersetzungen teilen einen Vektor)</translation>
    </message>
    <message>
        <source>Random embeddings know nothing; lexicon embeddings give a word and its translations one vector, so attention can align them without training.</source>
        <translation>Zufällige Einbettungen wissen nichts; Lexikon-Einbettungen geben einem Wort und seinen Übersetzungen einen Vektor, sodass Attention sie ohne Training ausrichten kann.</translation>
    </message>
    <message>
        <source>Lexicon only: how far each word strays from the meaning it shares with its translations.</source>
        <translation>Nur Lexikon: wie weit jedes Wort von der Bedeutung abweicht, die es mit seinen Übersetzungen teilt.</translation>
    </message>
    <message>
        <source>Adds sine and cosine waves to each embedding so that word order can matter.</source>
        <translation>Addiert Sinus- und Kosinuswellen zu jeder Einbettung, damit die Wortreihenfolge zählen kann.</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>No peeking ahead: query i may only look at keys 0 to i, as a decoder that writes left to right.</source>
        <translation>Kein Vorausschauen: Abfrage i darf nur auf die Schlüssel 0 bis i blicken, wie ein Decoder, der von links nach rechts schreibt.</translation>
    </message>
    <message>
        <source>Pads the keys with &lt;pad&gt; tokens up to this length; the padding mask hides them (0: none).</source>
        <translation>Füllt die Schlüssel bis zu dieser Länge mit &lt;pad&gt;-Token auf; die Padding-Maske verdeckt sie (0: keine).</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>kein Padding</translation>
    </message>
    <message>
        <source>The colours of the weights: darker means more attention.</source>
        <translation>Die Farben der Gewichte: dunkler heißt mehr Attention.</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>S&amp;core</source>
        <translation>S&amp;core</translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation>&amp;d_model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Köpfe</translation>
    </message>
    <message>
        <source>&amp;Additive size</source>
        <translation>&amp;Additive Größe</translation>
    </message>
    <message>
        <source>T&amp;emperature</source>
        <translation>T&amp;emperatur</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>See&amp;d</translation>
    </message>
    <message>
        <source>&amp;Projections</source>
        <translation>&amp;Projektionen</translation>
    </message>
    <message>
        <source>E&amp;mbeddings</source>
        <translation>E&amp;inbettungen</translation>
    </message>
    <message>
        <source>Lexicon &amp;noise</source>
        <translation>Lexikon-&amp;Rauschen</translation>
    </message>
    <message>
        <source>Pad &amp;keys to</source>
        <translation>Schlüssel auf&amp;füllen bis</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>F&amp;arben</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>Modus ändern</translation>
    </message>
    <message>
        <source>Change score function</source>
        <translation>Score-Funktion ändern</translation>
    </message>
    <message>
        <source>Set d_model</source>
        <translation>d_model setzen</translation>
    </message>
    <message>
        <source>Set heads</source>
        <translation>Köpfe setzen</translation>
    </message>
    <message>
        <source>Set additive size</source>
        <translation>Additive Größe setzen</translation>
    </message>
    <message>
        <source>Set temperature</source>
        <translation>Temperatur setzen</translation>
    </message>
    <message>
        <source>Set seed</source>
        <translation>Seed setzen</translation>
    </message>
    <message>
        <source>Change projections</source>
        <translation>Projektionen ändern</translation>
    </message>
    <message>
        <source>Change embeddings</source>
        <translation>Einbettungen ändern</translation>
    </message>
    <message>
        <source>Set lexicon noise</source>
        <translation>Lexikon-Rauschen setzen</translation>
    </message>
    <message>
        <source>Toggle positional encoding</source>
        <translation>Positionskodierung umschalten</translation>
    </message>
    <message>
        <source>Toggle causal mask</source>
        <translation>Kausale Maske umschalten</translation>
    </message>
    <message>
        <source>Set padding</source>
        <translation>Padding setzen</translation>
    </message>
    <message>
        <source>Target sentence (the queries in cross attention)</source>
        <translation>Zielsatz (die Abfragen in der Cross-Attention)</translation>
    </message>
    <message>
        <source>Written by the trained model (see below)</source>
        <translation>Vom trainierten Modell geschrieben (siehe unten)</translation>
    </message>
    <message>
        <source>The lesson uses the model trained on %1. Type a source: the model writes the target, and every tab shows its attention.</source>
        <translation>Die Lektion verwendet das auf %1 trainierte Modell. Tippen Sie eine Quelle: das Modell schreibt das Ziel, und jeder Reiter zeigt seine Attention.</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Positionskodierung</translation>
    </message>
    <message>
        <source>The tokens the sentence was split into, each with its id in the lesson&apos;s vocabulary (right-click to copy them all).</source>
        <translation>Die Token, in die der Satz zerlegt wurde, jedes mit seiner ID im Vokabular der Lektion (Rechtsklick kopiert sie alle).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s own attention</source>
        <translation>Zurück zur eigenen Aufmerksamkeit der Lektion</translation>
    </message>
    <message>
        <source>The lesson leaves the model and uses its own settings again (Undo brings the model back).</source>
        <translation>Die Lektion verlässt das Modell und nutzt wieder ihre eigenen Einstellungen (Rückgängig holt das Modell zurück).</translation>
    </message>
    <message>
        <source>Leave the model</source>
        <translation>Modell verlassen</translation>
    </message>
    <message>
        <source>The lesson uses the model %1 (%2). Type: every keystroke runs it, and every tab shows the attention of the layer chosen above the map.%3</source>
        <translation>Die Lektion nutzt das Modell %1 (%2). Tippen Sie: jeder Tastendruck führt es aus, und jeder Reiter zeigt die Aufmerksamkeit der über der Karte gewählten Schicht.%3</translation>
    </message>
    <message>
        <source> Leave the target empty to see the model&apos;s own translation.</source>
        <translation> Lassen Sie das Ziel leer, um die eigene Übersetzung des Modells zu sehen.</translation>
    </message>
</context>
<context>
    <name>attention::CostPanel</name>
    <message>
        <source>Measured time of the whole computation against sequence length</source>
        <translation>Gemessene Zeit der ganzen Berechnung über der Sequenzlänge</translation>
    </message>
    <message>
        <source>tokens in each sentence</source>
        <translation>Token je Satz</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>∝ n² (quadratic)</source>
        <translation>∝ n² (quadratisch)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Now&lt;/b&gt;: %1 queries × %2 keys, d_model %3%4.&lt;/p&gt;&lt;p&gt;Scores: %5 multiply-adds; context: %6; projections: %7; softmax: %8 exponentials.&lt;br&gt;Memory for the scores and the weights: %9 + %10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Twice as many tokens&lt;/b&gt; would need %11 + %12: four times as much. Attention compares every query with every key, so its cost grows with the square of the length.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Jetzt&lt;/b&gt;: %1 Abfragen × %2 Schlüssel, d_model %3%4.&lt;/p&gt;&lt;p&gt;Scores: %5 Multiplikationen und Additionen; Kontext: %6; Projektionen: %7; Softmax: %8 Exponentialfunktionen.&lt;br&gt;Speicher für Scores und Gewichte: %9 + %10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Doppelt so viele Token&lt;/b&gt; bräuchten %11 + %12: viermal so viel. Attention vergleicht jede Abfrage mit jedem Schlüssel, daher wächst ihr Aufwand mit dem Quadrat der Länge.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, %1 heads</source>
        <translation>, %1 Köpfe</translation>
    </message>
</context>
<context>
    <name>attention::DecodingPanel</name>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Let the decoder write one target word after another.</source>
        <translation>Den Decoder ein Zielwort nach dem anderen schreiben lassen.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Write the next target word.</source>
        <translation>Das nächste Zielwort schreiben.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Which target word the decoder is writing.</source>
        <translation>Welches Zielwort der Decoder gerade schreibt.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Nothing to decode.</source>
        <translation>Nichts zu dekodieren.</translation>
    </message>
    <message>
        <source>Decoding step %1 of %2: writing “%3”</source>
        <translation>Dekodierschritt %1 von %2: schreibt „%3“</translation>
    </message>
    <message>
        <source>Context vector of step %1 = weights × V</source>
        <translation>Kontextvektor von Schritt %1 = Gewichte × V</translation>
    </message>
    <message>
        <source>The decoder writes the target one word at a time. At each step it attends over the source and mixes the values into this step&apos;s context vector; later words are not written yet.</source>
        <translation>Der Decoder schreibt das Ziel Wort für Wort. Bei jedem Schritt richtet er seine Attention auf die Quelle und mischt die Werte in den Kontextvektor dieses Schritts; spätere Wörter sind noch nicht geschrieben.</translation>
    </message>
</context>
<context>
    <name>attention::DistributionView</name>
    <message>
        <source>running total</source>
        <translation>laufende Summe</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Click a row of the heatmap</source>
        <translation>Klicken Sie eine Zeile der Heatmap</translation>
    </message>
    <message>
        <source>“%1”: blocked</source>
        <translation>„%1“: von der Maske blockiert</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>running total %1</source>
        <translation>laufende Summe %1</translation>
    </message>
</context>
<context>
    <name>attention::ExplainLayersPage</name>
    <message>
        <source>The last layer mixes positions already mixed below: which input tokens reach the top? Rollout and flow trace every layer (Abnar &amp; Zuidema 2020).</source>
        <translation>Die letzte Schicht mischt Positionen, die darunter schon gemischt wurden: welche Eingabe-Token erreichen die Spitze? Rollout und Fluss verfolgen jede Schicht (Abnar &amp; Zuidema 2020).</translation>
    </message>
    <message>
        <source>Rollout multiplies the layers&apos; attention, each mixed half and half with the residual path. Flow is the maximum flow from an input token to a position through the layers, their weights the capacities, shown as shares of each row.</source>
        <translation>Rollout multipliziert die Attention der Schichten, jede halb und halb mit dem Residualpfad gemischt. Fluss ist der maximale Fluss von einem Eingabe-Token zu einer Position durch die Schichten, ihre Gewichte als Kapazitäten, als Anteile jeder Zeile gezeigt.</translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; this lesson attends from one sentence to the other. Choose self attention, or import a model&apos;s attention (File → Import).</source>
        <translation>Rollout und Fluss folgen der Self-Attention durch die Schichten eines Modells; diese Lektion blickt von einem Satz auf den anderen. Wählen Sie Self-Attention, oder importieren Sie die Attention eines Modells (Datei → Importieren).</translation>
    </message>
    <message>
        <source>Tracing the layers…</source>
        <translation>Schichten werden verfolgt…</translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation>Position oben</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>Eingabe-Token</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Last layer (layer %1)</source>
        <translation>Letzte Schicht (Schicht %1)</translation>
    </message>
    <message>
        <source>The one layer</source>
        <translation>Die eine Schicht</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Flow, row shares</source>
        <translation>Fluss, Zeilenanteile</translation>
    </message>
    <message>
        <source>Through %1 layers: in %2 of %3 positions the input token that reaches the top most (rollout) is not the one the last layer attends to most; rank agreement of rollout with the last layer %4.</source>
        <translation>Durch %1 Schichten: an %2 von %3 Positionen ist das Eingabe-Token, das die Spitze am stärksten erreicht (Rollout), nicht das, auf das die letzte Schicht am meisten blickt; Rangübereinstimmung von Rollout und letzter Schicht %4.</translation>
    </message>
    <message>
        <source>A lesson is one layer: rollout is its weights mixed half and half with the residual path. Import a model&apos;s attention (File → Import) to trace a dozen layers.</source>
        <translation>Eine Lektion ist eine Schicht: Rollout sind ihre Gewichte, halb und halb mit dem Residualpfad gemischt. Importieren Sie die Attention eines Modells (Datei → Importieren), um ein Dutzend Schichten zu verfolgen.</translation>
    </message>
    <message>
        <source>Flow is drawn up to %1 tokens (a max-flow for every pair).</source>
        <translation>Fluss wird bis %1 Token gezeichnet (ein Maximalfluss je Paar).</translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; cross attention reads the other sentence. Choose the encoder&apos;s or the decoder&apos;s attention in the model&apos;s tool bar.</source>
        <translation>Rollout und Fluss folgen der Selbstaufmerksamkeit durch die Schichten eines Modells; Kreuzaufmerksamkeit liest den anderen Satz. Wählen Sie in der Werkzeugleiste des Modells die Aufmerksamkeit des Encoders oder des Decoders.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainMeasuresPage</name>
    <message>
        <source>Weights say where a query looks, not what changes its output. Beside them, measures of what does; where the squares move, the weights mislead.</source>
        <translation>Gewichte sagen, wohin eine Abfrage blickt, nicht, was ihre Ausgabe ändert. Daneben Maße dafür, was sie ändert; wo die Quadrate wandern, täuschen die Gewichte.</translation>
    </message>
    <message>
        <source>α × ‖v‖: each weight times the size of the value it mixes in (Kobayashi et al. 2020). Key left out: how far the context moves without the key. Gradient × input (trained models): how much the written token&apos;s probability depends on each input.</source>
        <translation>α × ‖v‖: jedes Gewicht mal die Größe des Werts, den es einmischt (Kobayashi et al. 2020). Schlüssel weggelassen: wie weit sich der Kontext ohne den Schlüssel bewegt. Gradient × Eingabe (trainierte Modelle): wie stark die Wahrscheinlichkeit des geschriebenen Tokens von jeder Eingabe abhängt.</translation>
    </message>
    <message>
        <source>Rank agreement with the weights, row by row</source>
        <translation>Rangübereinstimmung mit den Gewichten, Zeile für Zeile</translation>
    </message>
    <message>
        <source>query (row)</source>
        <translation>Abfrage (Zeile)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Weights α</source>
        <translation>Gewichte α</translation>
    </message>
    <message>
        <source>α × ‖v‖</source>
        <translation>α × ‖v‖</translation>
    </message>
    <message>
        <source>Key left out</source>
        <translation>Schlüssel weggelassen</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradient × Eingabe</translation>
    </message>
    <message>
        <source>key left out</source>
        <translation>Schlüssel weggelassen</translation>
    </message>
    <message>
        <source>gradient × input</source>
        <translation>Gradient × Eingabe</translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2, gradient × input %3.</source>
        <translation>Rangübereinstimmung mit den Gewichten (Spearman, Mittel über die Zeilen): wertgewichtet %1, weggelassen %2, Gradient × Eingabe %3.</translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.</source>
        <translation>Rangübereinstimmung mit den Gewichten (Spearman, Mittel über die Zeilen): wertgewichtet %1, weggelassen %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but what the model writes there depends most on “%4” (gradient × input %5 against %6).</source>
        <translation>&lt;b&gt;„%1“&lt;/b&gt; blickt am meisten auf „%2“ (Gewicht %3), aber was das Modell dort schreibt, hängt am meisten von „%4“ ab (Gradient × Eingabe %5 gegenüber %6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but leaving out “%4” moves its context most (weight %5).</source>
        <translation>&lt;b&gt;„%1“&lt;/b&gt; blickt am meisten auf „%2“ (Gewicht %3), aber „%4“ wegzulassen bewegt seinen Kontext am meisten (Gewicht %5).</translation>
    </message>
    <message>
        <source>Here no row clearly attends to one key while another moves its context most.</source>
        <translation>Hier blickt keine Zeile deutlich auf einen Schlüssel, während ein anderer ihren Kontext am meisten bewegt.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainPanel</name>
    <message>
        <source>What matters</source>
        <translation>Was zählt</translation>
    </message>
    <message>
        <source>The weights beside measures of how much each key changes the output.</source>
        <translation>Die Gewichte neben Maßen dafür, wie stark jeder Schlüssel die Ausgabe ändert.</translation>
    </message>
    <message>
        <source>Same output</source>
        <translation>Gleiche Ausgabe</translation>
    </message>
    <message>
        <source>A trained model&apos;s attention moved elsewhere, and what it writes unchanged.</source>
        <translation>Die Attention eines trainierten Modells anderswohin verschoben, und was es schreibt, unverändert.</translation>
    </message>
    <message>
        <source>Through layers</source>
        <translation>Durch die Schichten</translation>
    </message>
    <message>
        <source>Attention rollout and flow: which input tokens reach each position through all the layers.</source>
        <translation>Attention-Rollout und -Fluss: welche Eingabe-Token jede Position durch alle Schichten erreichen.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainSwapPage</name>
    <message>
        <source>For each output the learned weights are shuffled over the keys, traded with another key&apos;s, or moved step by step towards one key; the candidate furthest from the learned weights (Jensen-Shannon divergence) that writes the same token, its output distribution within 0.05 of the learned one, is kept.</source>
        <translation>Für jede Ausgabe werden die gelernten Gewichte über die Schlüssel gemischt, mit denen eines anderen Schlüssels getauscht oder schrittweise zu einem Schlüssel verschoben; behalten wird der Kandidat, der am weitesten von den gelernten Gewichten entfernt ist (Jensen-Shannon-Divergenz) und dasselbe Token schreibt, seine Ausgabeverteilung höchstens 0,05 von der gelernten entfernt.</translation>
    </message>
    <message>
        <source>This needs a trained model, whose output is a token it writes: train one on the Train tab and press &lt;b&gt;Use in the lesson&lt;/b&gt;.</source>
        <translation>Das braucht ein trainiertes Modell, dessen Ausgabe ein Token ist, das es schreibt: trainieren Sie eines im Reiter „Trainieren“ und klicken Sie &lt;b&gt;In der Lektion verwenden&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Gelernt</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>Getauscht</translation>
    </message>
    <message>
        <source>Can other attention give the same output (Jain &amp; Wallace 2019)? Both write “%1”: %2 of %3 outputs with their attention moved (Jensen-Shannon %4 bits on average, 1 = nothing shared; probability %5 → %6).</source>
        <translation>Kann andere Attention dieselbe Ausgabe geben (Jain &amp; Wallace 2019)? Beide schreiben „%1“: %2 von %3 Ausgaben mit verschobener Attention (Jensen-Shannon im Mittel %4 Bit, 1 = nichts gemeinsam; Wahrscheinlichkeit %5 → %6).</translation>
    </message>
    <message>
        <source>No output keeps its token once its most attended key changes: here the weights do point at what the model needs (Wiegreffe &amp; Pinter 2019).</source>
        <translation>Keine Ausgabe behält ihr Token, sobald sich ihr meistbeachteter Schlüssel ändert: hier zeigen die Gewichte tatsächlich auf das, was das Modell braucht (Wiegreffe &amp; Pinter 2019).</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” as learned, at “%3” swapped.</source>
        <translation>&lt;b&gt;„%1“&lt;/b&gt; blickt gelernt am meisten auf „%2“, getauscht auf „%3“.</translation>
    </message>
</context>
<context>
    <name>attention::GenerateView</name>
    <message>
        <source>Induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation>Grammatik</translation>
    </message>
    <message>
        <source>The models that come with the app: one learned to continue a repeated run of letters, the other to write sentences whose verb agrees with its subject.</source>
        <translation>Die Modelle, die der App beiliegen: eines hat gelernt, eine wiederholte Buchstabenfolge fortzusetzen, das andere, Sätze zu schreiben, deren Verb mit dem Subjekt übereinstimmt.</translation>
    </message>
    <message>
        <source>Open model…</source>
        <translation>Modell öffnen…</translation>
    </message>
    <message>
        <source>A language model made by: attention-explorer train --task induction|grammar --model FILE</source>
        <translation>Ein Sprachmodell, erstellt mit: attention-explorer train --task induction|grammar --model DATEI</translation>
    </message>
    <message>
        <source>Open a language model</source>
        <translation>Ein Sprachmodell öffnen</translation>
    </message>
    <message>
        <source>Language models (*.json)</source>
        <translation>Sprachmodelle (*.json)</translation>
    </message>
    <message>
        <source>The words the model continues, separated by spaces.</source>
        <translation>Die Wörter, die das Modell fortsetzt, durch Leerzeichen getrennt.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <source>Greedy writes the most likely token; Sample draws one from the distribution the filters leave.</source>
        <translation>Greedy schreibt das wahrscheinlichste Token; Sampling zieht eines aus der Verteilung, die die Filter übrig lassen.</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharpens the distribution, above 1 flattens it.</source>
        <translation>Teilt die Logits vor der Softmax: unter 1 schärft sie die Verteilung, über 1 glättet sie sie.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Keeps only the k most likely tokens (off: all).</source>
        <translation>Behält nur die k wahrscheinlichsten Token (aus: alle).</translation>
    </message>
    <message>
        <source>Keeps the fewest most likely tokens whose probabilities add up to p (1: all).</source>
        <translation>Behält die wenigsten wahrscheinlichsten Token, deren Wahrscheinlichkeiten zusammen p ergeben (1: alle).</translation>
    </message>
    <message>
        <source>The same seed draws the same text.</source>
        <translation>Derselbe Seed zieht denselben Text.</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Write one token.</source>
        <translation>Ein Token schreiben.</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>Abspiele&amp;n</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Back to the prompt: the cache holds the prompt&apos;s keys and values only.</source>
        <translation>Zurück zum Prompt: der Cache enthält nur die Schlüssel und Werte des Prompts.</translation>
    </message>
    <message>
        <source>One head</source>
        <translation>Ein Kopf</translation>
    </message>
    <message>
        <source>Rollout, all layers</source>
        <translation>Rollout, alle Schichten</translation>
    </message>
    <message>
        <source>Flow, all layers</source>
        <translation>Fluss, alle Schichten</translation>
    </message>
    <message>
        <source>The map shows one layer&apos;s head, or which earlier tokens reach each position through every layer: rollout multiplies the layers&apos; attention, flow finds how much can get through (Abnar &amp; Zuidema 2020).</source>
        <translation>Die Karte zeigt einen Kopf einer Schicht oder welche früheren Token jede Position durch alle Schichten erreichen: Rollout multipliziert die Attention der Schichten, Fluss ermittelt, wie viel durchkommt (Abnar &amp; Zuidema 2020).</translation>
    </message>
    <message>
        <source>Sho&amp;w every head</source>
        <translation>Alle Köpfe &amp;zeigen</translation>
    </message>
    <message>
        <source>Every layer&apos;s heads at once, one small map each, in place of the map and the cache. Click one to see it large.</source>
        <translation>Die Köpfe aller Schichten auf einmal, je eine kleine Karte, anstelle der Karte und des Caches. Klicken Sie eine an, um sie groß zu sehen.</translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation>Mo&amp;dell</translation>
    </message>
    <message>
        <source>Pro&amp;mpt</source>
        <translation>Pro&amp;mpt</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
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
        <translation>Seed</translation>
    </message>
    <message>
        <source>New tokens</source>
        <translation>Neue Token</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Schlüssel K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Werte V</translation>
    </message>
    <message>
        <source>Which half of the layer&apos;s cache the map shows: the keys each new query is compared with, or the values its attention mixes.</source>
        <translation>Welche Hälfte des Caches der Schicht die Karte zeigt: die Schlüssel, mit denen jede neue Abfrage verglichen wird, oder die Werte, die ihre Attention mischt.</translation>
    </message>
    <message>
        <source>&amp;Cache</source>
        <translation>&amp;Cache</translation>
    </message>
    <message>
        <source>&lt;b&gt;Train one here&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hier eines trainieren&lt;/b&gt;</translation>
    </message>
    <message>
        <source>position (query)</source>
        <translation>Position (Abfrage)</translation>
    </message>
    <message>
        <source>position (key)</source>
        <translation>Position (Schlüssel)</translation>
    </message>
    <message>
        <source>cached position</source>
        <translation>Position im Cache</translation>
    </message>
    <message>
        <source>key dimension</source>
        <translation>Schlüssel-Dimension</translation>
    </message>
    <message>
        <source>Trained here (%1)</source>
        <translation>Hier trainiert (%1)</translation>
    </message>
    <message>
        <source>; copies %1 % of repeated letters</source>
        <translation>; kopiert %1 % der wiederholten Buchstaben</translation>
    </message>
    <message>
        <source>; %1 % of its sentences are grammatical</source>
        <translation>; %1 % seiner Sätze sind grammatisch</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 layers × %3 heads, d_model %4, %5 words%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Schichten × %3 Köpfe, d_model %4, %5 Wörter%6</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>Sprachmodell</translation>
    </message>
    <message>
        <source>Layer %1 head %2</source>
        <translation>Schicht %1 Kopf %2</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>Flow through %1 layers, shares of each row</source>
        <translation>Fluss durch %1 Schichten, Anteile jeder Zeile</translation>
    </message>
    <message>
        <source> (flow: up to %1 tokens)</source>
        <translation> (Fluss: bis %1 Token)</translation>
    </message>
    <message>
        <source>Rollout through %1 layers</source>
        <translation>Rollout durch %1 Schichten</translation>
    </message>
    <message>
        <source>“%1” is not a word this model knows. It knows: %2</source>
        <translation>„%1“ ist kein Wort, das dieses Modell kennt. Es kennt: %2</translation>
    </message>
    <message>
        <source>Type a prompt: the words the model continues.</source>
        <translation>Tippen Sie einen Prompt: die Wörter, die das Modell fortsetzt.</translation>
    </message>
    <message>
        <source>Step or play: the model writes one token at a time.</source>
        <translation>Schritt oder Wiedergabe: das Modell schreibt ein Token nach dem anderen.</translation>
    </message>
    <message>
        <source>The context is full: the model reads at most %1 tokens.</source>
        <translation>Der Kontext ist voll: das Modell liest höchstens %1 Token.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The next token&apos;s distribution</source>
        <translation>Die Verteilung des nächsten Tokens</translation>
    </message>
    <message>
        <source>KV cache: %1 values, layer %2</source>
        <translation>Cache: %1 Werte, Schicht %2</translation>
    </message>
    <message>
        <source>KV cache: %1 keys, layer %2</source>
        <translation>Cache: %1 Schlüssel, Schicht %2</translation>
    </message>
    <message>
        <source>value dimension</source>
        <translation>Wert-Dimension</translation>
    </message>
    <message>
        <source>Multiply-adds so far: %1 with the cache, %2 recomputing every step (%3×).</source>
        <translation>Multiplikationen und Additionen bisher: %1 mit dem Cache, %2 bei Neuberechnung in jedem Schritt (%3×).</translation>
    </message>
    <message>
        <source>The prompt fills the model&apos;s context: nothing more can be written</source>
        <translation>Der Prompt füllt den Kontext des Modells: Es kann nichts mehr geschrieben werden</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2: the agreement head</source>
        <translation>Schicht %1, Kopf %2: der Kongruenz-Kopf</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2: the induction head</source>
        <translation>Schicht %1, Kopf %2: der Induktionskopf</translation>
    </message>
    <message>
        <source>; %1 key/value heads, each shared by %2 query heads</source>
        <translation>; %1 Schlüssel/Wert-Köpfe, jeder von %2 Abfrageköpfen geteilt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 layers × %4 heads, d_model %5, %6 tokens in its vocabulary, context %7%8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 Schichten × %4 Köpfe, d_model %5, %6 Token im Vokabular, Kontext %7%8</translation>
    </message>
    <message>
        <source>The text the model continues, read by its own tokenizer.</source>
        <translation>Der Text, den das Modell fortsetzt, gelesen von seinem eigenen Tokenizer.</translation>
    </message>
</context>
<context>
    <name>attention::HeadsView</name>
    <message>
        <source>Use multi-head attention</source>
        <translation>Multi-Head-Attention verwenden</translation>
    </message>
    <message>
        <source>Switch the lesson&apos;s score function to multi-head attention (undo brings the old one back).</source>
        <translation>Die Score-Funktion der Lektion auf Multi-Head-Attention umstellen (Rückgängig stellt die alte wieder her).</translation>
    </message>
    <message>
        <source>This lesson has one attention head. Multi-head attention runs several side by side, each with its own projections: switch to it to see one map per head.</source>
        <translation>Diese Lektion hat einen Attention-Kopf. Multi-Head-Attention lässt mehrere nebeneinander laufen, jeden mit eigenen Projektionen: wechseln Sie dorthin, um eine Karte je Kopf zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Computing the weights of %n head(s)…</source>
        <translation>
            <numerusform>Gewichte von %n Kopf werden berechnet…</numerusform>
            <numerusform>Gewichte von %n Köpfen werden berechnet…</numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2 heads and the mean of all; click a head to show it as the main alignment map.</source>
        <translation>Die ersten %1 von %2 Köpfen und das Mittel aller; klicken Sie einen Kopf an, um ihn als Haupt-Ausrichtungskarte zu zeigen.</translation>
    </message>
    <message>
        <source>Click a head to show it as the main alignment map.</source>
        <translation>Klicken Sie einen Kopf an, um ihn als Haupt-Ausrichtungskarte zu zeigen.</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source> (shown)</source>
        <translation> (gezeigt)</translation>
    </message>
</context>
<context>
    <name>attention::HeatmapView</name>
    <message>
        <source>argmax</source>
        <translation>Argmax</translation>
    </message>
</context>
<context>
    <name>attention::ImageSizeDialog</name>
    <message>
        <source>Drawing size</source>
        <translation>Zeichengröße</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Bildgröße</translation>
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
        <translation>PNG-Pixel je logischem Pixel: 2 ergibt scharfe Folien; SVG und PDF sind Vektorgrafiken.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Höhe</translation>
    </message>
    <message>
        <source>PNG &amp;scale</source>
        <translation>PNG-&amp;Skalierung</translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingPanel</name>
    <message>
        <source>Induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation>Grammatik</translation>
    </message>
    <message>
        <source>What the new model learns: to continue a repeated run of letters, or to write sentences whose verb agrees with its subject.</source>
        <translation>Was das neue Modell lernt: eine wiederholte Buchstabenfolge fortsetzen oder Sätze schreiben, deren Verb mit dem Subjekt übereinstimmt.</translation>
    </message>
    <message>
        <source>Trai&amp;n</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <source>Train a new model here, in the background: the maps show its heads as they learn.</source>
        <translation>Hier im Hintergrund ein neues Modell trainieren: die Karten zeigen seine Köpfe, während sie lernen.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to an untrained model of the chosen task.</source>
        <translation>Zurück zu einem untrainierten Modell der gewählten Aufgabe.</translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation>%v von %m Schritten</translation>
    </message>
    <message>
        <source>Tas&amp;k</source>
        <translation>Auf&amp;gabe</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>grammatical sentences</source>
        <translation>grammatische Sätze</translation>
    </message>
    <message>
        <source>copied letters</source>
        <translation>kopierte Buchstaben</translation>
    </message>
    <message>
        <source>agreement head on the subject</source>
        <translation>Kongruenz-Kopf auf dem Subjekt</translation>
    </message>
    <message>
        <source>induction head on its target</source>
        <translation>Induktionskopf auf seinem Ziel</translation>
    </message>
    <message>
        <source>Training to write sentences, step %1</source>
        <translation>Training, Sätze zu schreiben, Schritt %1</translation>
    </message>
    <message>
        <source>Training to copy a repeated run, step %1</source>
        <translation>Training, eine wiederholte Folge zu kopieren, Schritt %1</translation>
    </message>
    <message>
        <source>Loss %1; %2: %3 %; layer %4 head %5 puts %6 % of its attention where theory says.</source>
        <translation>Verlust %1; %2: %3 %; Schicht %4 Kopf %5 legt %6 % seiner Attention dorthin, wo die Theorie es sagt.</translation>
    </message>
    <message>
        <source>What the heads do: %1.</source>
        <translation>Was die Köpfe tun: %1.</translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingSummary</name>
    <message>
        <source>layer %1 head %2 looks %3 after the earlier occurrence (%4 %)</source>
        <translation>Schicht %1 Kopf %2 blickt %3 hinter das frühere Vorkommen (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>layer %1 head %2 reads %3 back (%4 %)</source>
        <translation>Schicht %1 Kopf %2 liest %3 zurück (%4&#xa0;%)</translation>
    </message>
</context>
<context>
    <name>attention::LessonDocument</name>
    <message>
        <source>Edit source sentence</source>
        <translation>Quellsatz bearbeiten</translation>
    </message>
    <message>
        <source>Edit target sentence</source>
        <translation>Zielsatz bearbeiten</translation>
    </message>
    <message>
        <source>Change colour map</source>
        <translation>Farbskala ändern</translation>
    </message>
</context>
<context>
    <name>attention::LessonFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>„%1“ hat nicht gespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Unbenannte Lektion</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Lektionen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation>Lektion kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>lesson.json</source>
        <translation>lektion.json</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Lektionen (*.json)</translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>Lektion kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Lesson changed on disk</source>
        <translation>Lektion auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it (by another window or program). Saving here would replace those changes.</source>
        <translation>„%1“ wurde auf der Festplatte geändert, seit dieses Fenster die Datei geöffnet oder gespeichert hat (von einem anderen Fenster oder Programm). Hier zu speichern würde diese Änderungen ersetzen.</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Von der Festplatte neu laden</translation>
    </message>
</context>
<context>
    <name>attention::LexiconDialog</name>
    <message>
        <source>Lexicon</source>
        <translation>Lexikon</translation>
    </message>
    <message>
        <source>One concept a line: English, French, German, Spanish, separated by tabs; several forms of a word separated by |. With lexicon embeddings, the words of one line share a vector.</source>
        <translation>Ein Begriff je Zeile: Englisch, Französisch, Deutsch, Spanisch, durch Tabulatoren getrennt; mehrere Formen eines Worts durch | getrennt. Mit Lexikon-Einbettungen teilen die Wörter einer Zeile einen Vektor.</translation>
    </message>
</context>
<context>
    <name>attention::LinesView</name>
    <message>
        <source>queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
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
        <translation>A&amp;usrichtung</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>&amp;Pipeline</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;Köpfe</translation>
    </message>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Linien</translation>
    </message>
    <message>
        <source>&amp;Teach</source>
        <translation>L&amp;ehren</translation>
    </message>
    <message>
        <source>T&amp;rain</source>
        <translation>T&amp;rainieren</translation>
    </message>
    <message>
        <source>Train a small attention model and watch the alignment emerge.</source>
        <translation>Ein kleines Attention-Modell trainieren und zusehen, wie die Ausrichtung entsteht.</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>A language model writes one token at a time: sampling, causal attention and the KV cache.</source>
        <translation>Ein Sprachmodell schreibt ein Token nach dem anderen: Sampling, kausale Attention und der KV-Cache.</translation>
    </message>
    <message>
        <source>Tools that show each claim of the lesson happening: scaling, arithmetic, decoding, cost.</source>
        <translation>Werkzeuge, die jede Aussage der Lektion geschehen lassen: Skalierung, Rechenweg, Dekodieren, Aufwand.</translation>
    </message>
    <message>
        <source>The alignment matrix: which key each query attends to.</source>
        <translation>Die Ausrichtungsmatrix: auf welchen Schlüssel jede Abfrage blickt.</translation>
    </message>
    <message>
        <source>Every step from embeddings to context vectors, in order.</source>
        <translation>Jeder Schritt von den Einbettungen zu den Kontextvektoren, der Reihe nach.</translation>
    </message>
    <message>
        <source>One map per head of multi-head attention.</source>
        <translation>Eine Karte je Kopf der Multi-Head-Attention.</translation>
    </message>
    <message>
        <source>Each query linked to each key by a line as strong as its weight.</source>
        <translation>Jede Abfrage mit jedem Schlüssel durch eine Linie verbunden, so stark wie ihr Gewicht.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Computing a large lesson in the background; the window stays usable…</source>
        <translation>Eine große Lektion wird im Hintergrund berechnet; das Fenster bleibt benutzbar…</translation>
    </message>
    <message>
        <source>More than 30 accents on one letter are cut to 30 (Unicode&apos;s own limit for a character).</source>
        <translation>Mehr als 30 Akzente auf einem Buchstaben werden auf 30 gekürzt (Unicodes eigene Grenze für ein Zeichen).</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Nicht gespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close properly last time. Restore the unsaved changes to “%1”?</source>
        <translation>Attention Explorer wurde letztes Mal nicht ordnungsgemäß beendet. Die nicht gespeicherten Änderungen an „%1“ wiederherstellen?</translation>
    </message>
    <message>
        <source>Lexicon not read</source>
        <translation>Lexikon nicht gelesen</translation>
    </message>
    <message>
        <source>Score function</source>
        <translation>Score-Funktion</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Wie das System (%1)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New lesson</source>
        <translation>&amp;Neue Lektion</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>&amp;Import attention from a model…</source>
        <translation>Attention aus einem Modell &amp;importieren…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export view as image…</source>
        <translation>Ansicht als Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;matrix</source>
        <translation>&amp;Matrix exportieren</translation>
    </message>
    <message>
        <source>&amp;Weights (CSV, JSON or NPY)…</source>
        <translation>&amp;Gewichte (CSV, JSON oder NPY)…</translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation>S&amp;cores…</translation>
    </message>
    <message>
        <source>Weights of every &amp;head…</source>
        <translation>Gewichte jedes &amp;Kopfs…</translation>
    </message>
    <message>
        <source>&amp;Context vectors…</source>
        <translation>&amp;Kontextvektoren…</translation>
    </message>
    <message>
        <source>&amp;Queries Q…</source>
        <translation>&amp;Abfragen Q…</translation>
    </message>
    <message>
        <source>&amp;Keys K…</source>
        <translation>&amp;Schlüssel K…</translation>
    </message>
    <message>
        <source>&amp;Values V…</source>
        <translation>&amp;Werte V…</translation>
    </message>
    <message>
        <source>Export the row&apos;s &amp;bar chart…</source>
        <translation>&amp;Balkendiagramm der Zeile exportieren…</translation>
    </message>
    <message>
        <source>&amp;Copy view as image</source>
        <translation>Ansicht als Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
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
        <translation>&amp;Lexikon bearbeiten…</translation>
    </message>
    <message>
        <source>Lexicon not saved</source>
        <translation>Lexikon nicht gespeichert</translation>
    </message>
    <message>
        <source>The edited lexicon is used now but could not be saved for next time: %1</source>
        <translation>Das bearbeitete Lexikon wird jetzt verwendet, konnte aber nicht für das nächste Mal gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Reset to the &amp;default lesson</source>
        <translation>Auf die &amp;Standardlektion zurücksetzen</translation>
    </message>
    <message>
        <source>Reset lesson</source>
        <translation>Lektion zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <source>&amp;Projector text (20 pt)</source>
        <translation>&amp;Beamer-Text (20 pt)</translation>
    </message>
    <message>
        <source>&amp;Normal text</source>
        <translation>&amp;Normaler Text</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen, large text, a crosshair on the hovered cell. F9 hides the lesson panel; F5 again to leave.</source>
        <translation>Vollbild, großer Text, ein Fadenkreuz auf der überfahrenen Zelle. F9 blendet die Lektionsleiste aus; F5 erneut zum Verlassen.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>Ü&amp;ber Attention Explorer</translation>
    </message>
    <message>
        <source>About Attention Explorer</source>
        <translation>Über Attention Explorer</translation>
    </message>
    <message>
        <source>Alignment map: arrow keys move a cell cursor, Enter shows its row&apos;s distribution.</source>
        <translation>Ausrichtungskarte: die Pfeiltasten bewegen einen Zellcursor, Enter zeigt die Verteilung seiner Zeile.</translation>
    </message>
    <message>
        <source>Generate tab: Alt+S writes one token, Alt+Y plays or pauses.</source>
        <translation>Reiter Generieren: Alt+S schreibt ein Token, Alt+N spielt ab oder pausiert.</translation>
    </message>
    <message>
        <source>Alt + the underlined letter of a tab or a label goes there.</source>
        <translation>Alt + der unterstrichene Buchstabe eines Reiters oder einer Beschriftung springt dorthin.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Attention Explorer %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Shows how the attention of neural networks works: type two sentences and watch the scores, weights and context vectors change; train small models; watch a language model write.&lt;/p&gt;&lt;p&gt;Qt %2 · products on this CPU: the %3 kernel&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Attention Explorer %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Zeigt, wie die Attention neuronaler Netze funktioniert: tippen Sie zwei Sätze und sehen Sie Scores, Gewichte und Kontextvektoren sich ändern; trainieren Sie kleine Modelle; sehen Sie einem Sprachmodell beim Schreiben zu.&lt;/p&gt;&lt;p&gt;Qt %2 · Produkte auf dieser CPU: der %3-Kernel&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(development build)</source>
        <translation>(Entwicklungsversion)</translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation>Trainiertes Modell: %1</translation>
    </message>
    <message>
        <source>Use the trained model</source>
        <translation>Das trainierte Modell verwenden</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys, d_model %3</source>
        <translation>%1 Abfragen × %2 Schlüssel, d_model %3</translation>
    </message>
    <message>
        <source>L&amp;esson panel</source>
        <translation>&amp;Lektionsleiste</translation>
    </message>
    <message>
        <source>&lt;p&gt;OpenBLAS kernels: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;OpenBLAS-Kernel: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys (imported attention)</source>
        <translation>%1 Abfragen × %2 Schlüssel (importierte Attention)</translation>
    </message>
    <message>
        <source>Open a &amp;model folder…</source>
        <translation>&amp;Modellordner öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys: %3</source>
        <translation>%1 Abfragen × %2 Schlüssel: %3</translation>
    </message>
    <message>
        <source>Unsaved changes not kept</source>
        <translation>Ungespeicherte Änderungen nicht gesichert</translation>
    </message>
    <message>
        <source>Unsaved changes cannot be kept for recovery after a crash: %1. Save the lesson to keep them.</source>
        <translation>Ungespeicherte Änderungen können nicht für eine Wiederherstellung nach einem Absturz gesichert werden: %1. Speichern Sie die Lektion, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Generate writes a token, Step-through decoding shows the next step, Train trains one.</source>
        <translation>Generieren schreibt ein Token, das schrittweise Dekodieren zeigt den nächsten Schritt, Trainieren trainiert einen.</translation>
    </message>
    <message>
        <source>P&amp;revious step</source>
        <translation>Vo&amp;riger Schritt</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>Bildschirm sch&amp;warz</translation>
    </message>
    <message>
        <source>A black screen until the next key or click, as presentation software does.</source>
        <translation>Ein schwarzer Bildschirm bis zur nächsten Taste oder zum nächsten Klick, wie Präsentationsprogramme es tun.</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Nächs&amp;ter Schritt</translation>
    </message>
</context>
<context>
    <name>attention::ModelOpener</name>
    <message>
        <source>Cannot open the model</source>
        <translation>Das Modell kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source> Attention </source>
        <translation> Aufmerksamkeit </translation>
    </message>
    <message>
        <source>Cross (decoder to source)</source>
        <translation>Kreuz (Decoder zur Quelle)</translation>
    </message>
    <message>
        <source>Encoder (source to source)</source>
        <translation>Encoder (Quelle zur Quelle)</translation>
    </message>
    <message>
        <source>Decoder (target to target)</source>
        <translation>Decoder (Ziel zum Ziel)</translation>
    </message>
    <message>
        <source>Which attention of the translation model the views show.</source>
        <translation>Welche Aufmerksamkeit des Übersetzungsmodells die Ansichten zeigen.</translation>
    </message>
    <message>
        <source> Layer </source>
        <translation> Schicht </translation>
    </message>
    <message>
        <source>Which layer of the model the views show; the Heads tab shows its heads.</source>
        <translation>Welche Schicht des Modells die Ansichten zeigen; der Reiter Köpfe zeigt ihre Köpfe.</translation>
    </message>
    <message>
        <source>Leave the model</source>
        <translation>Modell verlassen</translation>
    </message>
    <message>
        <source>Show layer %1</source>
        <translation>Schicht %1 zeigen</translation>
    </message>
    <message>
        <source>Show the %1 attention</source>
        <translation>Die Aufmerksamkeit %1 zeigen</translation>
    </message>
    <message>
        <source>Opening the model %1…</source>
        <translation>Modell %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, model.safetensors, tokenizer)</source>
        <translation>Einen Modellordner öffnen (config.json, model.safetensors, Tokenizer)</translation>
    </message>
    <message>
        <source>Open the model %1</source>
        <translation>Modell %1 öffnen</translation>
    </message>
    <message>
        <source>  Model: %1 (%2, %3 layers × %4 heads, d_model %5)  </source>
        <translation>  Modell: %1 (%2, %3 Schichten × %4 Köpfe, d_model %5)  </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>attention::NextTokenCharts</name>
    <message>
        <source>“%1”: %2 after the filters (the model: %3)</source>
        <translation>„%1“: %2 nach den Filtern (das Modell: %3)</translation>
    </message>
    <message>
        <source>“%1”: removed by the filters (the model: %2)</source>
        <translation>„%1“: von den Filtern entfernt (das Modell: %2)</translation>
    </message>
    <message>
        <source>Next: top %1 of %2 after “%3”</source>
        <translation>Als Nächstes: die besten %1 von %2 nach „%3“</translation>
    </message>
    <message>
        <source>Wrote “%4”: top %1 of %2 after “%3”</source>
        <translation>Schrieb „%4“: die besten %1 von %2 nach „%3“</translation>
    </message>
    <message>
        <source>Greedy: Step writes “%1”, the most likely</source>
        <translation>Greedy: Schritt schreibt „%1“, das wahrscheinlichste</translation>
    </message>
    <message>
        <source>Greedy wrote “%1”, the most likely</source>
        <translation>Greedy schrieb „%1“, das wahrscheinlichste</translation>
    </message>
    <message>
        <source>Filtered: %1 kept; Step draws one</source>
        <translation>Gefiltert: %1 behalten; Schritt zieht einen</translation>
    </message>
    <message>
        <source>Filtered: %1 kept, drew “%2”</source>
        <translation>Gefiltert: %1 behalten, „%2“ gezogen</translation>
    </message>
    <message>
        <source>top-p %1</source>
        <translation>Top-p %1</translation>
    </message>
</context>
<context>
    <name>attention::PipelineView</name>
    <message>
        <source>Imported attention holds the weights only: there is no pipeline to show.</source>
        <translation>Importierte Attention enthält nur die Gewichte: es gibt keine Pipeline zu zeigen.</translation>
    </message>
    <message>
        <source>The model&apos;s attention weights are shown on the Alignment, Heads and Lines tabs; its Q, K and V are not drawn here yet.</source>
        <translation>Die Aufmerksamkeitsgewichte des Modells zeigen die Reiter Ausrichtung, Köpfe und Linien; seine Q, K und V werden hier noch nicht gezeichnet.</translation>
    </message>
</context>
<context>
    <name>attention::ResultPresentation</name>
    <message>
        <source>, head %1 of %2</source>
        <translation>, Kopf %1 von %2</translation>
    </message>
    <message>
        <source>, mean of %1 heads</source>
        <translation>, Mittel von %1 Köpfen</translation>
    </message>
    <message>
        <source>Imported attention weights (%1%2)</source>
        <translation>Importierte Attention-Gewichte (%1%2)</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>scores / temperature</source>
        <translation>Scores / Temperatur</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>Abfrage %1 „%2“ → Schlüssel %3 „%4“</translation>
    </message>
    <message>
        <source>blocked by the mask: weight 0, the key is not seen</source>
        <translation>von der Maske blockiert: Gewicht 0, der Schlüssel wird nicht gesehen</translation>
    </message>
    <message>
        <source>weight: %1</source>
        <translation>Gewicht: %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>raw score q·k: %1</source>
        <translation>Roh-Score q·k: %1</translation>
    </message>
    <message>
        <source>scaled score (÷√%1): %2</source>
        <translation>skalierter Score (÷√%1): %2</translation>
    </message>
    <message>
        <source>÷ temperature %1: %2</source>
        <translation>÷ Temperatur %1: %2</translation>
    </message>
    <message>
        <source>raw score: %1</source>
        <translation>Roh-Score: %1</translation>
    </message>
    <message>
        <source>scaled score: %1</source>
        <translation>skalierter Score: %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <comment>score function, matrix, (mode, heads)</comment>
        <translation>%2 — %1 (%3%4)</translation>
    </message>
    <message>
        <source>cross attention</source>
        <translation>Kreuzaufmerksamkeit</translation>
    </message>
    <message>
        <source>decoder self attention</source>
        <translation>Selbstaufmerksamkeit des Decoders</translation>
    </message>
    <message>
        <source>causal self attention</source>
        <translation>kausale Selbstaufmerksamkeit</translation>
    </message>
    <message>
        <source>self attention</source>
        <translation>Selbstaufmerksamkeit</translation>
    </message>
    <message>
        <source>%1 of %2%3</source>
        <translation>%1 von %2%3</translation>
    </message>
</context>
<context>
    <name>attention::ScalingPanel</name>
    <message>
        <source>Variance of q·k</source>
        <translation>Varianz von q·k</translation>
    </message>
    <message>
        <source>Softmax entropy (nats)</source>
        <translation>Entropie der Softmax (nats)</translation>
    </message>
    <message>
        <source>Largest weight of a row</source>
        <translation>Größtes Gewicht einer Zeile</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>jetzt: %1</translation>
    </message>
    <message>
        <source>q·k</source>
        <translation>q·k</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>ohne Skalierung</translation>
    </message>
    <message>
        <source>scaled by √d_k</source>
        <translation>durch √d_k geteilt</translation>
    </message>
    <message>
        <source>q·k / √d_k</source>
        <translation>q·k / √d_k</translation>
    </message>
    <message>
        <source>d_k (unit-variance q and k)</source>
        <translation>d_k (q und k mit Varianz 1)</translation>
    </message>
    <message>
        <source>Why divide by √d_k? The same sentences at growing d_k: the raw dot products spread out, so without scaling the softmax collapses to one key (entropy falls to 0, the largest weight rises to 1). Dividing by √d_k keeps them comparable. Measured on the lesson&apos;s sentences with random queries and keys, as an untrained network has them (the case the scaling is for), averaged over 4 draws.</source>
        <translation>Warum durch √d_k teilen? Dieselben Sätze bei wachsendem d_k: die rohen Skalarprodukte streuen immer weiter, sodass die Softmax ohne Skalierung auf einen Schlüssel kollabiert (die Entropie fällt auf 0, das größte Gewicht steigt auf 1). Das Teilen durch √d_k hält sie vergleichbar. Gemessen auf den Sätzen der Lektion mit zufälligen Abfragen und Schlüsseln, wie sie ein untrainiertes Netz hat (der Fall, für den die Skalierung gedacht ist), gemittelt über 4 Ziehungen.</translation>
    </message>
    <message>
        <source>Divided by √d_k, the variance stays flat. With q and k of unit variance, q·k has variance d_k (the grey line); the embeddings plus the positional encoding spread them more, so the measured line lies above it.</source>
        <translation>Durch √d_k geteilt, bleibt die Varianz flach. Haben q und k Varianz 1, hat q·k die Varianz d_k (die graue Linie); die Einbettungen samt Positionskodierung streuen sie stärker, daher liegt die gemessene Linie darüber.</translation>
    </message>
</context>
<context>
    <name>attention::TeachingView</name>
    <message>
        <source>Why √d_k</source>
        <translation>Warum √d_k</translation>
    </message>
    <message>
        <source>Worked arithmetic</source>
        <translation>Rechenweg</translation>
    </message>
    <message>
        <source>Step-through decoding</source>
        <translation>Dekodieren Schritt für Schritt</translation>
    </message>
    <message>
        <source>Without vs with attention</source>
        <translation>Ohne und mit Attention</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <source>Explain?</source>
        <translation>Erklärung?</translation>
    </message>
    <message>
        <source>Watch the unscaled softmax collapse as the vectors get longer.</source>
        <translation>Sehen Sie die unskalierte Softmax kollabieren, wenn die Vektoren länger werden.</translation>
    </message>
    <message>
        <source>Every number between a query, a key and their weight, for the cell you clicked.</source>
        <translation>Jede Zahl zwischen einer Abfrage, einem Schlüssel und ihrem Gewicht, für die angeklickte Zelle.</translation>
    </message>
    <message>
        <source>Play the decoder one target word at a time.</source>
        <translation>Den Decoder ein Zielwort nach dem anderen abspielen.</translation>
    </message>
    <message>
        <source>One fixed context vector against one per step.</source>
        <translation>Ein fester Kontextvektor gegen einen je Schritt.</translation>
    </message>
    <message>
        <source>Two configurations side by side, and their difference.</source>
        <translation>Zwei Konfigurationen nebeneinander und ihr Unterschied.</translation>
    </message>
    <message>
        <source>Operations, memory and measured time: attention is quadratic.</source>
        <translation>Operationen, Speicher und gemessene Zeit: Attention ist quadratisch.</translation>
    </message>
    <message>
        <source>Is attention an explanation? The weights beside what each key really does to the output.</source>
        <translation>Ist Attention eine Erklärung? Die Gewichte neben dem, was jeder Schlüssel wirklich an der Ausgabe bewirkt.</translation>
    </message>
</context>
<context>
    <name>attention::TokenListLabel</name>
    <message>
        <source>Copy the tokens</source>
        <translation>Token kopieren</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::TrainView</name>
    <message>
        <source>Reverse</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>Reverse a sequence: 3 1 4 → 4 1 3</source>
        <translation>Eine Folge umkehren: 3 1 4 → 4 1 3</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Normalise dates: 3 March 2021 → 2021-03-03</source>
        <translation>Daten normalisieren: 3 March 2021 → 2021-03-03</translation>
    </message>
    <message>
        <source>Translate words</source>
        <translation>Wörter übersetzen</translation>
    </message>
    <message>
        <source>Translate word by word, English → French, from the lexicon</source>
        <translation>Wort für Wort übersetzen, Englisch → Französisch, aus dem Lexikon</translation>
    </message>
    <message>
        <source>Translate phrases</source>
        <translation>Phrasen übersetzen</translation>
    </message>
    <message>
        <source>Translate phrases, the adjective moves: the red cars → les voitures rouges</source>
        <translation>Phrasen übersetzen, das Adjektiv wandert: the red cars → les voitures rouges</translation>
    </message>
    <message>
        <source>A task whose true alignment is known, so we can score how well attention finds it.</source>
        <translation>Eine Aufgabe, deren wahre Ausrichtung bekannt ist, damit sich messen lässt, wie gut Attention sie findet.</translation>
    </message>
    <message>
        <source>The score function the model learns with.</source>
        <translation>Die Score-Funktion, mit der das Modell lernt.</translation>
    </message>
    <message>
        <source>How big a step Adam takes: too small learns slowly, too large jumps about.</source>
        <translation>Wie groß ein Schritt von Adam ist: zu klein lernt langsam, zu groß springt umher.</translation>
    </message>
    <message>
        <source>Training steps between two redraws: slow it down to watch the alignment form.</source>
        <translation>Trainingsschritte zwischen zwei Neuzeichnungen: verlangsamen Sie, um die Ausrichtung entstehen zu sehen.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Ein Schritt</translation>
    </message>
    <message>
        <source>Train a single step (one batch, one update of every weight) and show it.</source>
        <translation>Einen einzelnen Trainingsschritt (ein Batch, eine Aktualisierung jedes Gewichts) ausführen und zeigen.</translation>
    </message>
    <message>
        <source>Replay: the attention as it was at each redraw of this training.</source>
        <translation>Wiederholung: die Attention, wie sie bei jeder Neuzeichnung dieses Trainings war.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Use in the lesson</source>
        <translation>In der Lektion verwenden</translation>
    </message>
    <message>
        <source>The lesson keeps the trained weights (and saves them in its file): type a new source and every tab shows what the trained model does with it.</source>
        <translation>Die Lektion behält die trainierten Gewichte (und speichert sie in ihrer Datei): tippen Sie eine neue Quelle, und jeder Reiter zeigt, was das trainierte Modell damit macht.</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step %1. Loss %2. Right tokens: %3&#xa0;%. Attention on the true source: %4&#xa0;%.</source>
        <translation>Schritt %1. Verlust %L2. Richtige Token: %L3&#xa0;%. Attention auf der wahren Quelle: %L4&#xa0;%.</translation>
    </message>
    <message>
        <source>Training until attention finds the true source for %1&#xa0;% of the words; then the lesson uses this model.</source>
        <translation>Training, bis die Attention für&#xa0;%1&#xa0;% der Wörter die wahre Quelle findet; dann verwendet die Lektion dieses Modell.</translation>
    </message>
</context>
<context>
    <name>attention::TrainingPlots</name>
    <message>
        <source>Held-out loss and accuracy</source>
        <translation>Verlust und Genauigkeit (Testbeispiele)</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>token accuracy</source>
        <translation>Token richtig</translation>
    </message>
    <message>
        <source>alignment accuracy</source>
        <translation>Ausrichtung richtig</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>A held-out example after %1 steps</source>
        <translation>Testbeispiel nach %1 Schritten</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
</context>
<context>
    <name>attention::ViewExporter</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export the Generate tab</source>
        <translation>Den Reiter Generieren exportieren</translation>
    </message>
    <message>
        <source>generation.png</source>
        <translation>generierung.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Attention map as CSV (*.csv);;Attention map as JSON (*.json);;Attention map as NumPy array (*.npy)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf);;Attention-Karte als CSV (*.csv);;Attention-Karte als JSON (*.json);;Attention-Karte als NumPy-Array (*.npy)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export the %1 tab</source>
        <translation>Den Reiter %1 exportieren</translation>
    </message>
    <message>
        <source>teach.png</source>
        <translation>lehren.png</translation>
    </message>
    <message>
        <source>training.png</source>
        <translation>training.png</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>attention.png</source>
        <translation>attention.png</translation>
    </message>
    <message>
        <source>The Generate tab is on the clipboard</source>
        <translation>Der Reiter Generieren ist in der Zwischenablage</translation>
    </message>
    <message>
        <source>The %1 tab is on the clipboard</source>
        <translation>Der Reiter %1 ist in der Zwischenablage</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>Kopieren fehlgeschlagen</translation>
    </message>
    <message>
        <source>The view is on the clipboard (%1 × %2 pixels)</source>
        <translation>Die Ansicht ist in der Zwischenablage (%1 × %2 Pixel)</translation>
    </message>
    <message>
        <source>Export matrix</source>
        <translation>Matrix exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)</source>
        <translation>CSV-Tabelle (*.csv);;JSON (*.json);;NumPy-Array (*.npy)</translation>
    </message>
    <message>
        <source>Export bar chart</source>
        <translation>Balkendiagramm exportieren</translation>
    </message>
    <message>
        <source>distribution.png</source>
        <translation>verteilung.png</translation>
    </message>
</context>
<context>
    <name>attention::WorkedArithmeticPanel</name>
    <message>
        <source>The query: whose attention is worked out.</source>
        <translation>Die Abfrage, deren Attention durchgerechnet wird.</translation>
    </message>
    <message>
        <source>The key it attends to.</source>
        <translation>Der Schlüssel, auf den sie blickt.</translation>
    </message>
    <message>
        <source>Every term</source>
        <translation>Alle Terme</translation>
    </message>
    <message>
        <source>Show all the terms of the score and of the context vector, not the first %1.</source>
        <translation>Alle Terme des Scores und des Kontextvektors zeigen, nicht nur die ersten %1.</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Abfrage</translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation>&amp;Schlüssel</translation>
    </message>
    <message>
        <source>Nothing to show: the lesson cannot be computed.</source>
        <translation>Nichts zu zeigen: die Lektion lässt sich nicht berechnen.</translation>
    </message>
    <message>
        <source>Click a cell of the alignment map, or pick a query and a key above, to see its arithmetic. (%1)</source>
        <translation>Klicken Sie eine Zelle der Ausrichtungskarte an oder wählen Sie oben eine Abfrage und einen Schlüssel, um den Rechenweg zu sehen. (%1)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How “%1” attends to “%2”&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Wie „%1“ auf „%2“ blickt&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Head %1 of %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kopf %1 von %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This key is &lt;b&gt;blocked by the mask&lt;/b&gt;: its score is replaced by −∞, so exp gives 0 and its weight is 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Schlüssel ist &lt;b&gt;von der Maske blockiert&lt;/b&gt;: sein Score wird durch −∞ ersetzt, exp ergibt also 0 und sein Gewicht ist 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=4&gt;… and %1 more terms (tick &lt;i&gt;Every term&lt;/i&gt;)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=4&gt;… und %1 weitere Terme (kreuzen Sie &lt;i&gt;Alle Terme&lt;/i&gt; an)&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;/table&gt;&lt;p&gt;Sum of the %1 terms%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;/table&gt;&lt;p&gt;Summe der %1 Terme%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source> + b</source>
        <translation> + b</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 × 1/√%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 × 1/√%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 / %2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Softmax over the row</source>
        <translation>Softmax über die Zeile</translation>
    </message>
    <message>
        <source>&lt;p&gt;The row&apos;s largest value is %1; subtracting it keeps exp finite.&lt;/p&gt;&lt;p&gt;exp(%2 − %1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Sum of exp over the row&apos;s open keys = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der größte Wert der Zeile ist %1; ihn abzuziehen hält exp endlich.&lt;/p&gt;&lt;p&gt;exp(%2 − %1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Summe von exp über die offenen Schlüssel der Zeile = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 / %2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Context vector of “%1”: c = Σ wⱼ vⱼ</source>
        <translation>Kontextvektor von „%1“: c = Σ wⱼ vⱼ</translation>
    </message>
    <message>
        <source>&lt;p&gt;This head&apos;s part of V (dimensions %1 to %2), before the output projection Wₒ.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Teil von V dieses Kopfs (Dimensionen %1 bis %2), vor der Ausgabeprojektion Wₒ.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more dimensions (tick &lt;i&gt;Every term&lt;/i&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;… und %1 weitere Dimensionen (kreuzen Sie &lt;i&gt;Alle Terme&lt;/i&gt; an).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;For example c&lt;sub&gt;0&lt;/sub&gt; = %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zum Beispiel c&lt;sub&gt;0&lt;/sub&gt; = %1.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attention::cli::CommandText</name>
    <message>
        <source>this needs more memory than the computer has: ask for something smaller</source>
        <translation>das braucht mehr Speicher, als der Computer hat: verlangen Sie etwas Kleineres</translation>
    </message>
    <message>
        <source>Computes one reference case with the attention core.</source>
        <translation>Berechnet einen Referenzfall mit dem Attention-Kern.</translation>
    </message>
    <message>
        <source>The case file (JSON).</source>
        <translation>Die Falldatei (JSON).</translation>
    </message>
    <message>
        <source>Write the result here.</source>
        <translation>Das Ergebnis hierhin schreiben.</translation>
    </message>
    <message>
        <source>give exactly one case file: attention-explorer compute CASE.json [-o OUT.json]</source>
        <translation>geben Sie genau eine Falldatei an: attention-explorer compute FALL.json [-o AUS.json]</translation>
    </message>
    <message>
        <source>Writes a view of a lesson as an image (png, svg, pdf) or its matrices (csv, json, npy), chosen by the output file&apos;s suffix. Without LESSON the default lesson is used; the options below change it.</source>
        <translation>Schreibt eine Ansicht einer Lektion als Bild (png, svg, pdf) oder ihre Matrizen (csv, json, npy), je nach Endung der Ausgabedatei. Ohne LEKTION wird die Standardlektion verwendet; die Optionen unten ändern sie.</translation>
    </message>
    <message>
        <source>A lesson file (optional).</source>
        <translation>Eine Lektionsdatei (optional).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>weights (default), scores, context, q, k, v, heads, pipeline, lines or distribution; rollout, flow, value-norm, leave-one-out, gradient-input or swap (what attention explains; the last two for a lesson with a trained model); or a panel of the Teach tab: scaling, worked, decoding, contexts, compare, cost or explain.</source>
        <translation>weights (Standard), scores, context, q, k, v, heads, pipeline, lines oder distribution; rollout, flow, value-norm, leave-one-out, gradient-input oder swap (was Attention erklärt; die letzten beiden für eine Lektion mit trainiertem Modell); oder eine Tafel des Reiters Lehren: scaling, worked, decoding, contexts, compare, cost oder explain.</translation>
    </message>
    <message>
        <source>Image width in logical pixels.</source>
        <translation>Bildbreite in logischen Pixeln.</translation>
    </message>
    <message>
        <source>Image height in logical pixels.</source>
        <translation>Bildhöhe in logischen Pixeln.</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel (default 2).</source>
        <translation>PNG-Pixel je logischem Pixel (Standard 2).</translation>
    </message>
    <message>
        <source>Show one head (1-based) instead of the mean.</source>
        <translation>Einen Kopf (ab 1 gezählt) statt des Mittels zeigen.</translation>
    </message>
    <message>
        <source>With --view distribution: the query (1-based) whose weights to chart; with --view worked: the query whose arithmetic to work.</source>
        <translation>Mit --view distribution: die Abfrage (ab 1), deren Gewichte dargestellt werden; mit --view worked: die Abfrage, deren Rechenweg gezeigt wird.</translation>
    </message>
    <message>
        <source>With --view worked: the key (1-based).</source>
        <translation>Mit --view worked: der Schlüssel (ab 1).</translation>
    </message>
    <message>
        <source>The source sentence.</source>
        <translation>Der Quellsatz.</translation>
    </message>
    <message>
        <source>The target sentence.</source>
        <translation>Der Zielsatz.</translation>
    </message>
    <message>
        <source>cross, self_source or self_target.</source>
        <translation>cross, self_source oder self_target.</translation>
    </message>
    <message>
        <source>dot, scaled_dot, general, additive or multihead.</source>
        <translation>dot, scaled_dot, general, additive oder multihead.</translation>
    </message>
    <message>
        <source>Embedding size.</source>
        <translation>Einbettungsgröße.</translation>
    </message>
    <message>
        <source>Number of heads (multihead).</source>
        <translation>Zahl der Köpfe (multihead).</translation>
    </message>
    <message>
        <source>Attention size (additive).</source>
        <translation>Attention-Größe (additive).</translation>
    </message>
    <message>
        <source>Softmax temperature.</source>
        <translation>Softmax-Temperatur.</translation>
    </message>
    <message>
        <source>Random seed.</source>
        <translation>Zufalls-Seed.</translation>
    </message>
    <message>
        <source>Pad the keys to this length (padding mask).</source>
        <translation>Die Schlüssel bis zu dieser Länge auffüllen (Padding-Maske).</translation>
    </message>
    <message>
        <source>Apply the causal mask.</source>
        <translation>Die kausale Maske anwenden.</translation>
    </message>
    <message>
        <source>Add positional encoding (the default).</source>
        <translation>Positionskodierung addieren (Standard).</translation>
    </message>
    <message>
        <source>Do not add positional encoding.</source>
        <translation>Keine Positionskodierung addieren.</translation>
    </message>
    <message>
        <source>blues, viridis, magma, cividis, greys, contrast or rdbu.</source>
        <translation>blues, viridis, magma, cividis, greys, contrast oder rdbu.</translation>
    </message>
    <message>
        <source>random (default) or lexicon: translations share an embedding.</source>
        <translation>random (Standard) oder lexicon: Übersetzungen teilen eine Einbettung.</translation>
    </message>
    <message>
        <source>random (default) or identity.</source>
        <translation>random (Standard) oder identity.</translation>
    </message>
    <message>
        <source>Draw attention from a model instead of a lesson: an NPY file (tokens from FILE.tokens.json beside it) or Hugging Face JSON.</source>
        <translation>Attention eines Modells statt einer Lektion zeichnen: eine NPY-Datei (Token aus DATEI.tokens.json daneben) oder Hugging-Face-JSON.</translation>
    </message>
    <message>
        <source>png, svg, pdf, csv, json or npy, when the file&apos;s suffix does not say (-o /dev/stdout).</source>
        <translation>png, svg, pdf, csv, json oder npy, wenn die Dateiendung es nicht sagt (-o /dev/stdout).</translation>
    </message>
    <message>
        <source>Value-weighted attention: α × ‖v‖, each row summing to 1</source>
        <translation>Wertgewichtete Attention: α × ‖v‖, jede Zeile mit Summe 1</translation>
    </message>
    <message>
        <source>How much each key moves the context when left out, each row summing to 1</source>
        <translation>Wie weit jeder Schlüssel den Kontext bewegt, wenn er weggelassen wird, jede Zeile mit Summe 1</translation>
    </message>
    <message>
        <source>Gradient × input: how much each source token moves the written token, each row summing to 1</source>
        <translation>Gradient × Eingabe: wie stark jedes Quell-Token das geschriebene Token bewegt, jede Zeile mit Summe 1</translation>
    </message>
    <message>
        <source>Other attention that writes the same tokens (Jensen-Shannon %1 bits from the learned, on average)</source>
        <translation>Andere Attention, die dieselben Token schreibt (im Mittel %1 Bit Jensen-Shannon von der gelernten entfernt)</translation>
    </message>
    <message>
        <source>written token</source>
        <translation>geschriebenes Token</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>Quell-Token</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>die Lektion</translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation>Position oben</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>Eingabe-Token</translation>
    </message>
    <message>
        <source>Writes text with a language model (made by train --task induction|grammar --model FILE), one token at a time with its key-value cache.</source>
        <translation>Schreibt Text mit einem Sprachmodell (erstellt mit train --task induction|grammar --model DATEI), ein Token nach dem anderen mit seinem Key-Value-Cache.</translation>
    </message>
    <message>
        <source>The language model file (or --task).</source>
        <translation>Die Sprachmodell-Datei (oder --task).</translation>
    </message>
    <message>
        <source>induction or grammar: the model bundled with the app for that task.</source>
        <translation>induction oder grammar: das der App beiliegende Modell für diese Aufgabe.</translation>
    </message>
    <message>
        <source>The words to continue, separated by spaces.</source>
        <translation>Die fortzusetzenden Wörter, durch Leerzeichen getrennt.</translation>
    </message>
    <message>
        <source>greedy (default) or sample.</source>
        <translation>greedy (Standard) oder sample.</translation>
    </message>
    <message>
        <source>sample: divides the logits, above 0 (default 1).</source>
        <translation>sample: teilt die Logits, über 0 (Standard 1).</translation>
    </message>
    <message>
        <source>sample: keep the k most likely tokens, 0 = all (default).</source>
        <translation>sample: die k wahrscheinlichsten Token behalten, 0 = alle (Standard).</translation>
    </message>
    <message>
        <source>sample: keep the most likely tokens up to this probability, in (0, 1] (default 1 = all).</source>
        <translation>sample: die wahrscheinlichsten Token bis zu dieser Wahrscheinlichkeit behalten, in (0, 1] (Standard 1 = alle).</translation>
    </message>
    <message>
        <source>sample: the same seed writes the same text (default 1).</source>
        <translation>sample: derselbe Seed schreibt denselben Text (Standard 1).</translation>
    </message>
    <message>
        <source>How many tokens to write (default 20).</source>
        <translation>Wie viele Token geschrieben werden (Standard 20).</translation>
    </message>
    <message>
        <source>Print one JSON object: tokens, text and each step&apos;s token, probability and how many tokens were kept.</source>
        <translation>Ein JSON-Objekt ausgeben: die Token, den Text und für jeden Schritt das Token, seine Wahrscheinlichkeit und wie viele Token behalten wurden.</translation>
    </message>
    <message>
        <source>--task must be induction or grammar (the tasks with a bundled model)</source>
        <translation>--task muss induction oder grammar sein (die Aufgaben mit beiliegendem Modell)</translation>
    </message>
    <message>
        <source>give a model file or --task, not both</source>
        <translation>geben Sie eine Modelldatei oder --task an, nicht beides</translation>
    </message>
    <message>
        <source>give one language model file or --task induction|grammar (generate --help)</source>
        <translation>geben Sie eine Sprachmodell-Datei oder --task induction|grammar an (generate --help)</translation>
    </message>
    <message>
        <source>--prompt is missing: the words the model continues</source>
        <translation>--prompt fehlt: die Wörter, die das Modell fortsetzt</translation>
    </message>
    <message>
        <source>--strategy must be greedy or sample</source>
        <translation>--strategy muss greedy oder sample sein</translation>
    </message>
    <message>
        <source>--temperature must be a number above 0</source>
        <translation>--temperature muss eine Zahl über 0 sein</translation>
    </message>
    <message>
        <source>--top-k must be a whole number, 0 or more</source>
        <translation>--top-k muss eine ganze Zahl sein, 0 oder mehr</translation>
    </message>
    <message>
        <source>--top-p must be a number above 0 and at most 1</source>
        <translation>--top-p muss eine Zahl über 0 und höchstens 1 sein</translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation>--seed muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>--max-new-tokens must be a whole number from 0 to %1</source>
        <translation>--max-new-tokens muss eine ganze Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>the prompt is empty: give at least one word</source>
        <translation>der Prompt ist leer: geben Sie mindestens ein Wort an</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a word this model knows</source>
        <translation>„%1“ ist kein Wort, das dieses Modell kennt</translation>
    </message>
    <message>
        <source>the prompt has %1 words; this model reads at most %2</source>
        <translation>der Prompt hat %1 Wörter; dieses Modell liest höchstens %2</translation>
    </message>
    <message>
        <source>Trains a small encoder-decoder with attention on a task whose true alignment is known, and reports how well it aligns.</source>
        <translation>Trainiert einen kleinen Encoder-Decoder mit Attention auf einer Aufgabe mit bekannter wahrer Ausrichtung und berichtet, wie gut er ausrichtet.</translation>
    </message>
    <message>
        <source>reverse, dates, translate or phrases (encoder-decoders), or induction or grammar (language models for the Generate tab).</source>
        <translation>reverse, dates, translate oder phrases (Encoder-Decoder), oder induction oder grammar (Sprachmodelle für den Reiter Generieren).</translation>
    </message>
    <message>
        <source>How long to train (default 30).</source>
        <translation>Wie lange trainiert wird (Standard 30).</translation>
    </message>
    <message>
        <source>Stop after this many steps instead (reproducible on any machine).</source>
        <translation>Stattdessen nach so vielen Schritten aufhören (auf jeder Maschine reproduzierbar).</translation>
    </message>
    <message>
        <source>Random seed (default 7).</source>
        <translation>Zufalls-Seed (Standard 7).</translation>
    </message>
    <message>
        <source>dot, scaled_dot (default; additive for phrases), general or additive.</source>
        <translation>dot, scaled_dot (Standard; additive für phrases), general oder additive.</translation>
    </message>
    <message>
        <source>Adam&apos;s learning rate (default 0.01).</source>
        <translation>Lernrate von Adam (Standard 0,01).</translation>
    </message>
    <message>
        <source>End with one JSON object.</source>
        <translation>Mit einem JSON-Objekt enden.</translation>
    </message>
    <message>
        <source>Save the trained model in a lesson file: the window opens it, and export draws it for any source.</source>
        <translation>Das trainierte Modell in einer Lektionsdatei speichern: das Fenster öffnet sie, und export zeichnet sie für jede Quelle.</translation>
    </message>
    <message>
        <source>induction or grammar: save the language model (generate and the Generate tab read it).</source>
        <translation>induction oder grammar: das Sprachmodell speichern (generate und der Reiter Generieren lesen es).</translation>
    </message>
    <message>
        <source>reverse, dates, translate or phrases: draw the Train tab&apos;s plots (a held-out example&apos;s attention and the curves) to a PNG, SVG or PDF file.</source>
        <translation>reverse, dates, translate oder phrases: die Diagramme des Reiters Trainieren (die Attention eines Testbeispiels und die Kurven) in eine PNG-, SVG- oder PDF-Datei zeichnen.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: train takes only options (train --help lists them)</source>
        <translation>unerwartetes Argument „%1“: train nimmt nur Optionen (train --help listet sie)</translation>
    </message>
    <message>
        <source>--task must be reverse, dates, translate, phrases, induction or grammar</source>
        <translation>--task muss reverse, dates, translate, phrases, induction oder grammar sein</translation>
    </message>
    <message>
        <source>--seconds must be a number from 0 to 3600</source>
        <translation>--seconds muss eine Zahl von 0 bis 3600 sein</translation>
    </message>
    <message>
        <source>--steps must be a whole number from 0 to 10000000</source>
        <translation>--steps muss eine ganze Zahl von 0 bis 10000000 sein</translation>
    </message>
    <message>
        <source>--picture draws the Train tab&apos;s tasks; the Generate tab draws the training of induction and grammar</source>
        <translation>--picture zeichnet die Aufgaben des Reiters Trainieren; der Reiter Generieren zeichnet das Training von induction und grammar</translation>
    </message>
    <message>
        <source>--picture needs the window&apos;s drawing code, which this build left out</source>
        <translation>--picture braucht den Zeichencode des Fensters, den dieser Build weggelassen hat</translation>
    </message>
    <message>
        <source>--learning-rate must be above 0 and at most 1</source>
        <translation>--learning-rate muss über 0 und höchstens 1 sein</translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general or additive</source>
        <translation>--score muss dot, scaled_dot, general oder additive sein</translation>
    </message>
    <message>
        <source>step %1  %2 s  loss %3  tokens %4 %  alignment %5 %
</source>
        <translation>Schritt %1  %2 s  Verlust %3  Token %4 %  Ausrichtung %5 %
</translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation>Trainiertes Modell: %1</translation>
    </message>
    <message>
        <source>step %1  %2 s  loss %3  </source>
        <translation>Schritt %1  %2 s  Verlust %3  </translation>
    </message>
    <message>
        <source>grammatical %1 %  agreement head L%2H%3 %4 %
</source>
        <translation>grammatisch %1 %  Kongruenz-Kopf S%2K%3 %4 %
</translation>
    </message>
    <message>
        <source>copy %1 %  previous-token head L%2H%3 %4 %  induction head L%5H%6 %7 %
</source>
        <translation>Kopie %1 %  Vorgänger-Kopf S%2K%3 %4 %  Induktionskopf S%5K%6 %7 %
</translation>
    </message>
    <message numerus="yes">
        <source>Attention rollout through %n layer(s) of %1</source>
        <translation>
            <numerusform>Attention-Rollout durch %n Schicht von %1</numerusform>
            <numerusform>Attention-Rollout durch %n Schichten von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attention flow through %n layer(s) of %1</source>
        <translation>
            <numerusform>Attention-Fluss durch %n Schicht von %1</numerusform>
            <numerusform>Attention-Fluss durch %n Schichten von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: use compute, export, bench, train, generate, tokenize or translate</source>
        <translation>unbekannter Befehl „%1“: verwenden Sie compute, export, bench, train, generate, tokenize oder translate</translation>
    </message>
    <message>
        <source>With --import: the layer to show (1-based, default 1). With --model: the layer (default the last), or all with --view heads: every layer&apos;s heads.</source>
        <translation>Mit --import: die zu zeigende Schicht (ab 1, Standard 1). Mit --model: die Schicht (Standard die letzte) oder all mit --view heads: die Köpfe jeder Schicht.</translation>
    </message>
    <message>
        <source>Run a Hugging Face model folder (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) on --source (and --target) and draw its attention.</source>
        <translation>Führt einen Hugging-Face-Modellordner (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) auf --source (und --target) aus und zeichnet seine Aufmerksamkeit.</translation>
    </message>
    <message>
        <source>With --model: encoder, decoder or cross (a translation model&apos;s; default its cross attention, else the model&apos;s own).</source>
        <translation>Mit --model: encoder, decoder oder cross (eines Übersetzungsmodells; standardmäßig seine Kreuzaufmerksamkeit, sonst die des Modells).</translation>
    </message>
    <message>
        <source>%1 is a %2 model, not a language model that writes (GPT-2, Llama, Qwen2)</source>
        <translation>%1 ist ein %2-Modell, kein schreibendes Sprachmodell (GPT-2, Llama, Qwen2)</translation>
    </message>
    <message>
        <source>the prompt has %1 tokens; this model reads at most %2</source>
        <translation>der Prompt hat %1 Token; dieses Modell liest höchstens %2</translation>
    </message>
    <message>
        <source>A Hugging Face decoder&apos;s folder (GPT-2, Llama, Qwen2): the prompt is read by its own tokenizer, and writing stops at its end token.</source>
        <translation>Der Ordner eines Hugging-Face-Decoders (GPT-2, Llama, Qwen2): der Prompt wird von seinem eigenen Tokenizer gelesen, und das Schreiben endet bei seinem End-Token.</translation>
    </message>
    <message>
        <source>give one model: a file, --task or --model</source>
        <translation>geben Sie ein Modell an: eine Datei, --task oder --model</translation>
    </message>
    <message>
        <source>Prints the token ids and tokens of a text as the model&apos;s own tokenizer gives them, its special tokens included.</source>
        <translation>Gibt die Token-IDs und Token eines Textes aus, wie der Tokenizer des Modells sie liefert, Sondertoken eingeschlossen.</translation>
    </message>
    <message>
        <source>The text.</source>
        <translation>Der Text.</translation>
    </message>
    <message>
        <source>The Hugging Face model folder.</source>
        <translation>Der Hugging-Face-Modellordner.</translation>
    </message>
    <message>
        <source>A translation model: the target side&apos;s tokenizer.</source>
        <translation>Ein Übersetzungsmodell: der Tokenizer der Zielseite.</translation>
    </message>
    <message>
        <source>Print one JSON object: {&quot;ids&quot;: [...], &quot;tokens&quot;: [...]}.</source>
        <translation>Gibt ein JSON-Objekt aus: {&quot;ids&quot;: [...], &quot;tokens&quot;: [...]}.</translation>
    </message>
    <message>
        <source>give the model folder with --model</source>
        <translation>geben Sie den Modellordner mit --model an</translation>
    </message>
    <message>
        <source>give the text as one argument (in quotes)</source>
        <translation>geben Sie den Text als ein Argument an (in Anführungszeichen)</translation>
    </message>
    <message>
        <source>--target: this model has one tokenizer</source>
        <translation>--target: dieses Modell hat nur einen Tokenizer</translation>
    </message>
    <message>
        <source>Translates with a Marian model as Hugging Face&apos;s generate does with the model&apos;s settings, and says how sure it was of each token.</source>
        <translation>Übersetzt mit einem Marian-Modell wie generate von Hugging Face mit den Einstellungen des Modells und sagt, wie sicher es sich bei jedem Token war.</translation>
    </message>
    <message>
        <source>The Marian model folder (opus-mt-en-fr, ...).</source>
        <translation>Der Marian-Modellordner (opus-mt-en-fr, ...).</translation>
    </message>
    <message>
        <source>The text to translate.</source>
        <translation>Der zu übersetzende Text.</translation>
    </message>
    <message>
        <source>Beams of the search, 1 to 5 (default the model&apos;s num_beams; 1 is greedy).</source>
        <translation>Strahlen der Suche, 1 bis 5 (Standard num_beams des Modells; 1 ist gierig).</translation>
    </message>
    <message>
        <source>The layer whose cross attention --json gives (1-based, default the last).</source>
        <translation>Die Schicht, deren Kreuzaufmerksamkeit --json ausgibt (ab 1, Standard die letzte).</translation>
    </message>
    <message>
        <source>Print one JSON object: ids, tokens and text of the translation, and per written token its probability and cross attention (the mean over heads).</source>
        <translation>Gibt ein JSON-Objekt aus: IDs, Token und Text der Übersetzung sowie für jedes geschriebene Token seine Wahrscheinlichkeit und Kreuzaufmerksamkeit (Mittel über die Köpfe).</translation>
    </message>
    <message>
        <source>give the model folder with --model and the text with --source</source>
        <translation>geben Sie den Modellordner mit --model und den Text mit --source an</translation>
    </message>
    <message>
        <source>%1 is a %2 model, not a translation model (Marian)</source>
        <translation>%1 ist ein %2-Modell, kein Übersetzungsmodell (Marian)</translation>
    </message>
    <message>
        <source>--beam must be a whole number from 1 to 5</source>
        <translation>--beam muss eine ganze Zahl von 1 bis 5 sein</translation>
    </message>
    <message>
        <source>--layer must be from 1 to %1</source>
        <translation>--layer muss von 1 bis %1 reichen</translation>
    </message>
    <message>
        <source>QT_SCALE_FACTOR=%1 is no scale a window can be drawn at (%2): it is ignored</source>
        <translation>QT_SCALE_FACTOR=%1 ist kein Maßstab, in dem ein Fenster gezeichnet werden kann (%2): er wird ignoriert</translation>
    </message>
    <message>
        <source>QT_SCALE_FACTOR=%1 is beyond the scales a window can be drawn at (%2): using %3</source>
        <translation>QT_SCALE_FACTOR=%1 liegt außerhalb der Maßstäbe, in denen ein Fenster gezeichnet werden kann (%2): %3 wird verwendet</translation>
    </message>
    <message>
        <source>QT_SCREEN_SCALE_FACTORS=%1 holds scales no window can be drawn at (%2): using &quot;%3&quot;</source>
        <translation>QT_SCREEN_SCALE_FACTORS=%1 enthält Maßstäbe, in denen kein Fenster gezeichnet werden kann (%2): „%3“ wird verwendet</translation>
    </message>
</context>
</TS>
