<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Message</name>
    <message>
        <source>&quot;score&quot; must be dot, scaled_dot, general or additive, not &quot;%1&quot;</source>
        <translation>«&#xa0;score&#xa0;» doit valoir dot, scaled_dot, general ou additive, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>K and V must have the same number of rows</source>
        <translation>K et V doivent avoir le même nombre de lignes</translation>
    </message>
    <message>
        <source>&quot;mask&quot; must have one row per query and one column per key</source>
        <translation>«&#xa0;mask&#xa0;» doit avoir une ligne par requête et une colonne par clé</translation>
    </message>
    <message>
        <source>&quot;attn_mask&quot; must be [%1][%2]</source>
        <translation>«&#xa0;attn_mask&#xa0;» doit être [%1][%2]</translation>
    </message>
    <message>
        <source>&quot;key_padding_mask&quot; must have %1 entries, one per key</source>
        <translation>«&#xa0;key_padding_mask&#xa0;» doit avoir&#xa0;%1 entrées, une par clé</translation>
    </message>
    <message>
        <source>&quot;logits&quot; must hold one number per token</source>
        <translation>«&#xa0;logits&#xa0;» doit contenir un nombre par jeton</translation>
    </message>
    <message>
        <source>&quot;op&quot; must be softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm or sample_filter, not &quot;%1&quot;</source>
        <translation>«&#xa0;op&#xa0;» doit valoir softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm ou sample_filter, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a case must be a JSON object</source>
        <translation>un cas doit être un objet JSON</translation>
    </message>
    <message>
        <source>the case is too large to read</source>
        <translation>le cas est trop grand pour être lu</translation>
    </message>
    <message>
        <source>This case</source>
        <translation>Ce cas</translation>
    </message>
    <message>
        <source>make its matrices smaller</source>
        <translation>réduisez ses matrices</translation>
    </message>
    <message>
        <source>--picture must name a .png, .svg or .pdf file</source>
        <translation>--picture doit nommer un fichier .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3</source>
        <translation>--%1 doit être un nombre entier de&#xa0;%2 à&#xa0;%3</translation>
    </message>
    <message>
        <source>--%1 must be a number</source>
        <translation>--%1 doit être un nombre</translation>
    </message>
    <message>
        <source>--mode must be cross, self_source or self_target</source>
        <translation>--mode doit valoir cross, self_source ou self_target</translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general, additive or multihead</source>
        <translation>--score doit valoir dot, scaled_dot, general, additive ou multihead</translation>
    </message>
    <message>
        <source>--embeddings must be lexicon or random</source>
        <translation>--embeddings doit valoir lexicon ou random</translation>
    </message>
    <message>
        <source>--projections must be random or identity</source>
        <translation>--projections doit valoir random ou identity</translation>
    </message>
    <message>
        <source>--colormap must be blues, viridis, magma, cividis, greys, contrast or rdbu</source>
        <translation>--colormap doit valoir blues, viridis, magma, cividis, greys, contrast ou rdbu</translation>
    </message>
    <message>
        <source>--view must be weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap, or a Teach panel: scaling, worked, decoding, contexts, compare, cost or explain</source>
        <translation>--view doit valoir weights, scores, context, q, k, v, heads, pipeline, lines, distribution, rollout, flow, value-norm, leave-one-out, gradient-input, swap, ou un panneau d’Enseigner&#xa0;: scaling, worked, decoding, contexts, compare, cost ou explain</translation>
    </message>
    <message>
        <source>give --width and --height together</source>
        <translation>donnez --width et --height ensemble</translation>
    </message>
    <message>
        <source>--scale must be from 0.1 to 8</source>
        <translation>--scale doit aller de 0,1 à 8</translation>
    </message>
    <message>
        <source>--format must be png, svg, pdf, csv, json or npy</source>
        <translation>--format doit valoir png, svg, pdf, csv, json ou npy</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>say where to write with -o FILE (png, svg, pdf, csv, json or npy)</source>
        <translation>indiquez où écrire avec -o FICHIER (png, svg, pdf, csv, json ou npy)</translation>
    </message>
    <message>
        <source>give at most one lesson file</source>
        <translation>donnez au plus un fichier de leçon</translation>
    </message>
    <message>
        <source>--view %1 is a picture: write png, svg or pdf</source>
        <translation>--view&#xa0;%1 est une image&#xa0;: écrivez du png, svg ou pdf</translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation, not imported attention</source>
        <translation>--view&#xa0;%1 explique le calcul propre d’une leçon, pas une attention importée</translation>
    </message>
    <message>
        <source>--view %1 explains what a trained model writes: give a lesson saved by train --lesson</source>
        <translation>--view&#xa0;%1 explique ce qu’écrit un modèle entraîné&#xa0;: donnez une leçon enregistrée par train --lesson</translation>
    </message>
    <message>
        <source>rollout and flow follow self attention up through the layers: give --mode self_source or self_target, or --import a model&apos;s attention</source>
        <translation>le rollout et le flux suivent l’auto-attention de couche en couche&#xa0;: donnez --mode self_source ou self_target, ou importez l’attention d’un modèle avec --import</translation>
    </message>
    <message>
        <source>nothing to export</source>
        <translation>rien à exporter</translation>
    </message>
    <message>
        <source>%1 has %2 layers: --layer must be from 1 to %2</source>
        <translation>%1 a&#xa0;%2 couches&#xa0;: --layer doit aller de 1 à&#xa0;%2</translation>
    </message>
    <message>
        <source>this lesson has %1 queries and %2 keys: --row and --column must be within them</source>
        <translation>cette leçon a&#xa0;%1 requêtes et&#xa0;%2 clés&#xa0;: --row et --column doivent rester dans ces limites</translation>
    </message>
    <message>
        <source>tracing attention through layers needs at least one layer</source>
        <translation>suivre l’attention à travers les couches demande au moins une couche</translation>
    </message>
    <message>
        <source>rollout and flow follow self attention: every layer must be n x n with the same n</source>
        <translation>le rollout et le flux suivent l’auto-attention&#xa0;: chaque couche doit être n x n, avec le même n</translation>
    </message>
    <message>
        <source>attention flow solves a max-flow per pair of tokens: at most %1 tokens, not %2 (rollout has no limit)</source>
        <translation>le flux d’attention résout un problème de flot maximal par paire de jetons&#xa0;: au plus&#xa0;%1 jetons, pas&#xa0;%2 (le rollout n’a pas de limite)</translation>
    </message>
    <message>
        <source>weighing keys by what they do needs the value vectors: only a lesson computed here has them, not imported attention</source>
        <translation>peser les clés selon leur effet demande les vecteurs de valeur&#xa0;: seule une leçon calculée ici les a, pas une attention importée</translation>
    </message>
    <message>
        <source>The model reads 1 to %1 tokens at a time, not %2.</source>
        <translation>Le modèle lit de 1 à&#xa0;%1 jetons à la fois, pas&#xa0;%2.</translation>
    </message>
    <message>
        <source>Token id %1 is not in the model&apos;s vocabulary of %2 words.</source>
        <translation>Le jeton d’identifiant&#xa0;%1 n’est pas dans le vocabulaire de&#xa0;%2 mots du modèle.</translation>
    </message>
    <message>
        <source>The model&apos;s %1 does not have the shape its sizes declare.</source>
        <translation>Le paramètre&#xa0;%1 du modèle n’a pas la forme que ses tailles annoncent.</translation>
    </message>
    <message>
        <source>A language model here has 1 to %1 layers, 1 to %2 heads, d_model up to %3, a context of up to %4 tokens, up to %5 words and an MLP of up to %6.</source>
        <translation>Un modèle de langue a ici de 1 à&#xa0;%1 couches, de 1 à&#xa0;%2 têtes, un d_model jusqu’à&#xa0;%3, un contexte jusqu’à&#xa0;%4 jetons, jusqu’à&#xa0;%5 mots et un MLP jusqu’à&#xa0;%6.</translation>
    </message>
    <message>
        <source>d_model (%1) must be a multiple of the number of heads (%2).</source>
        <translation>d_model (%1) doit être un multiple du nombre de têtes (%2).</translation>
    </message>
    <message>
        <source>The prompt is empty.</source>
        <translation>L’amorce est vide.</translation>
    </message>
    <message>
        <source>The model&apos;s context is full: it reads at most %1 tokens.</source>
        <translation>Le contexte du modèle est plein&#xa0;: il lit au plus&#xa0;%1 jetons.</translation>
    </message>
    <message>
        <source>The temperature must be a number above 0, not %1.</source>
        <translation>La température doit être un nombre supérieur à 0, pas&#xa0;%1.</translation>
    </message>
    <message>
        <source>Top-k must be 0 (off) or more, not %1.</source>
        <translation>Top-k doit valoir 0 (désactivé) ou plus, pas&#xa0;%1.</translation>
    </message>
    <message>
        <source>Top-p must be above 0 and at most 1, not %1.</source>
        <translation>Top-p doit être supérieur à 0 et au plus 1, pas&#xa0;%1.</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1 (it is %2)</source>
        <translation>d_model doit être compris entre 1 et&#xa0;%1 (il vaut&#xa0;%2)</translation>
    </message>
    <message>
        <source>at most %1 heads are supported</source>
        <translation>au plus&#xa0;%1 têtes sont prises en charge</translation>
    </message>
    <message>
        <source>there cannot be more heads (%1) than d_model (%2)</source>
        <translation>il ne peut y avoir plus de têtes (%1) que de dimensions d_model (%2)</translation>
    </message>
    <message>
        <source>the additive attention size must be between 1 and %1</source>
        <translation>la taille de l’attention additive doit être comprise entre 1 et&#xa0;%1</translation>
    </message>
    <message>
        <source>the temperature must be between %1 and %2</source>
        <translation>la température doit être comprise entre&#xa0;%1 et&#xa0;%2</translation>
    </message>
    <message>
        <source>the lexicon noise must be between 0 and 10</source>
        <translation>le bruit du lexique doit être compris entre 0 et 10</translation>
    </message>
    <message>
        <source>the token limit must be between 1 and %1</source>
        <translation>la limite de jetons doit être comprise entre 1 et&#xa0;%1</translation>
    </message>
    <message>
        <source>keys can be padded to at most %1 tokens</source>
        <translation>les clés peuvent être complétées jusqu’à&#xa0;%1 jetons au plus</translation>
    </message>
    <message>
        <source>The source sentence has %1 tokens; only the first %2 are shown.</source>
        <translation>La phrase source a&#xa0;%1 jetons&#xa0;; seuls les&#xa0;%2 premiers sont montrés.</translation>
    </message>
    <message>
        <source>The target sentence has %1 tokens; only the first %2 are shown.</source>
        <translation>La phrase cible a&#xa0;%1 jetons&#xa0;; seuls les&#xa0;%2 premiers sont montrés.</translation>
    </message>
    <message>
        <source>The source sentence has no words yet: type a few to see attention.</source>
        <translation>La phrase source n’a pas encore de mots&#xa0;: tapez-en quelques-uns pour voir l’attention.</translation>
    </message>
    <message>
        <source>The target sentence has no words yet: type a few to see attention.</source>
        <translation>La phrase cible n’a pas encore de mots&#xa0;: tapez-en quelques-uns pour voir l’attention.</translation>
    </message>
    <message>
        <source>A causal mask in cross attention hides the source words after each target word&apos;s position, which a translation does not do: it is meant for a decoder&apos;s self attention (Mode: self attention on the target).</source>
        <translation>Un masque causal en attention croisée cache les mots source qui suivent la position de chaque mot cible, ce que ne fait pas une traduction&#xa0;: il est fait pour l’auto-attention d’un décodeur (Mode&#xa0;: auto-attention sur la cible).</translation>
    </message>
    <message>
        <source>This lesson</source>
        <translation>Cette leçon</translation>
    </message>
    <message>
        <source>use fewer tokens, a smaller d_model, fewer heads or a smaller additive size</source>
        <translation>utilisez moins de jetons, un d_model plus petit, moins de têtes ou une taille additive plus petite</translation>
    </message>
    <message>
        <source>This lesson needs more memory than the computer has: use shorter sentences or a smaller d_model.</source>
        <translation>Cette leçon demande plus de mémoire que l’ordinateur n’en a&#xa0;: utilisez des phrases plus courtes ou un d_model plus petit.</translation>
    </message>
    <message>
        <source>The attention could not be computed: %1</source>
        <translation>L’attention n’a pas pu être calculée&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>importée de&#xa0;%1</translation>
    </message>
    <message>
        <source>lexicon: translations share a vector</source>
        <translation>lexique&#xa0;: les traductions partagent un vecteur</translation>
    </message>
    <message>
        <source>lexicon embeddings through random projections: the pattern means nothing yet</source>
        <translation>plongements du lexique passés par des projections aléatoires&#xa0;: le motif ne veut encore rien dire</translation>
    </message>
    <message>
        <source>untrained: random weights, the pattern means nothing yet</source>
        <translation>non entraîné&#xa0;: poids aléatoires, le motif ne veut encore rien dire</translation>
    </message>
    <message>
        <source>%1 would need about %2 GB of memory, more than the %3 GB this app allows itself: %4</source>
        <translation>%1 demanderait environ&#xa0;%2 Go de mémoire, plus que les&#xa0;%3 Go que cette application s’accorde&#xa0;:&#xa0;%4</translation>
    </message>
    <message>
        <source>%1 would take about %2 multiply-adds, more than the %3 (about ten seconds) this app allows itself: %4</source>
        <translation>%1 demanderait environ&#xa0;%2 multiplications-additions, plus que les&#xa0;%3 (une dizaine de secondes) que cette application s’accorde&#xa0;:&#xa0;%4</translation>
    </message>
    <message>
        <source>the computation was given up: a later edit replaced it</source>
        <translation>le calcul a été abandonné&#xa0;: une modification plus récente l’a remplacé</translation>
    </message>
    <message>
        <source>d_model must be at least 1</source>
        <translation>d_model doit valoir au moins 1</translation>
    </message>
    <message>
        <source>there must be at least one head</source>
        <translation>il faut au moins une tête</translation>
    </message>
    <message>
        <source>d_model %1 cannot be split into %2 equal heads: choose a number of heads that divides it</source>
        <translation>d_model&#xa0;%1 ne se partage pas en&#xa0;%2 têtes égales&#xa0;: choisissez un nombre de têtes qui le divise</translation>
    </message>
    <message>
        <source>in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = %1</source>
        <translation>in_proj_weight doit être [3E][E] et in_proj_bias [3E] pour E =&#xa0;%1</translation>
    </message>
    <message>
        <source>out_proj_weight must be [E][E] and out_proj_bias [E] for E = %1</source>
        <translation>out_proj_weight doit être [E][E] et out_proj_bias [E] pour E =&#xa0;%1</translation>
    </message>
    <message>
        <source>query, key and value rows must have embed_dim = %1 entries</source>
        <translation>les lignes de requête, de clé et de valeur doivent avoir embed_dim =&#xa0;%1 entrées</translation>
    </message>
    <message>
        <source>multi-head attention needs queries, and as many values as keys</source>
        <translation>l’attention multi-têtes demande des requêtes, et autant de valeurs que de clés</translation>
    </message>
    <message>
        <source>there is no such cell</source>
        <translation>cette cellule n’existe pas</translation>
    </message>
    <message>
        <source>line %1 needs four columns separated by tabs (English, French, German, Spanish)</source>
        <translation>la ligne&#xa0;%1 doit avoir quatre colonnes séparées par des tabulations (anglais, français, allemand, espagnol)</translation>
    </message>
    <message>
        <source>the lexicon has no concepts</source>
        <translation>le lexique n’a aucun concept</translation>
    </message>
    <message>
        <source>additive attention needs an attention size of at least 1</source>
        <translation>l’attention additive demande une taille d’attention d’au moins 1</translation>
    </message>
    <message>
        <source>additive weights W_q %1 and W_k %2 do not fit Q %3 and K %4</source>
        <translation>les poids additifs W_q&#xa0;%1 et W_k&#xa0;%2 ne vont pas avec Q&#xa0;%3 et K&#xa0;%4</translation>
    </message>
    <message>
        <source>additive biases and v must all have the attention size %1</source>
        <translation>les biais additifs et v doivent tous avoir la taille d’attention&#xa0;%1</translation>
    </message>
    <message>
        <source>the temperature must be a positive number (it divides the scores)</source>
        <translation>la température doit être un nombre positif (elle divise les scores)</translation>
    </message>
    <message>
        <source>the mask must have one row per query and one column per key</source>
        <translation>le masque doit avoir une ligne par requête et une colonne par clé</translation>
    </message>
    <message>
        <source>attention needs at least one query and one key</source>
        <translation>l’attention demande au moins une requête et une clé</translation>
    </message>
    <message>
        <source>K %1 and V %2 must have one row per key</source>
        <translation>K&#xa0;%1 et V&#xa0;%2 doivent avoir une ligne par clé</translation>
    </message>
    <message>
        <source>Q %1 and K %2 must have the same width</source>
        <translation>Q&#xa0;%1 et K&#xa0;%2 doivent avoir la même largeur</translation>
    </message>
    <message>
        <source>queries and keys need a dimension of at least 1</source>
        <translation>les requêtes et les clés demandent une dimension d’au moins 1</translation>
    </message>
    <message>
        <source>Luong&apos;s W %1 must be %2x%3</source>
        <translation>le W de Luong&#xa0;%1 doit être&#xa0;%2x%3</translation>
    </message>
    <message>
        <source>multi-head attention is computed by multiHeadAttention()</source>
        <translation>l’attention multi-têtes est calculée par multiHeadAttention()</translation>
    </message>
    <message>
        <source>each weight must be [h][h] with h = %1</source>
        <translation>chaque poids doit être [h][h] avec h =&#xa0;%1</translation>
    </message>
    <message>
        <source>each bias must have h = %1 entries</source>
        <translation>chaque biais doit avoir h =&#xa0;%1 entrées</translation>
    </message>
    <message>
        <source>the weights, inputs and mask of multi-head attention do not fit together</source>
        <translation>les poids, les entrées et le masque de l’attention multi-têtes ne vont pas ensemble</translation>
    </message>
    <message>
        <source>The reverse model reads digits only: type a few, such as &quot;3 1 4 1 5&quot;.</source>
        <translation>Le modèle d’inversion ne lit que des chiffres&#xa0;: tapez-en quelques-uns, comme «&#xa0;3 1 4 1 5&#xa0;».</translation>
    </message>
    <message>
        <source>The dates model reads a day, a month&apos;s name and a four-digit year, such as &quot;3 March 2021&quot;.</source>
        <translation>Le modèle des dates lit un jour, un nom de mois en anglais et une année à quatre chiffres, comme «&#xa0;3 March 2021&#xa0;».</translation>
    </message>
    <message>
        <source>The phrases model reads noun phrases joined by &quot;and&quot;, &quot;or&quot; or &quot;with&quot;, each a determiner (the, my, our, these, some), an adjective and a plural noun, such as &quot;the red cars and my sad dogs&quot;%1</source>
        <translation>Le modèle des groupes nominaux lit des groupes reliés par «&#xa0;and&#xa0;», «&#xa0;or&#xa0;» ou «&#xa0;with&#xa0;», chacun fait d’un déterminant (the, my, our, these, some), d’un adjectif et d’un nom au pluriel, comme «&#xa0;the red cars and my sad dogs&#xa0;»%1</translation>
    </message>
    <message>
        <source> (adjectives such as %1): &quot;%2&quot; does not fit there.</source>
        <translation> (des adjectifs comme&#xa0;%1)&#xa0;: «&#xa0;%2&#xa0;» ne convient pas ici.</translation>
    </message>
    <message>
        <source> (nouns such as %1): &quot;%2&quot; does not fit there.</source>
        <translation> (des noms comme&#xa0;%1)&#xa0;: «&#xa0;%2&#xa0;» ne convient pas ici.</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; does not fit there.</source>
        <translation>&#xa0;: «&#xa0;%1&#xa0;» ne convient pas ici.</translation>
    </message>
    <message>
        <source>: the last phrase is not finished.</source>
        <translation>&#xa0;: le dernier groupe n’est pas terminé.</translation>
    </message>
    <message>
        <source>The translation model learned %1 English words (%2, ...); &quot;%3&quot; is not one of them.</source>
        <translation>Le modèle de traduction a appris&#xa0;%1 mots anglais (%2, ...)&#xa0;; «&#xa0;%3&#xa0;» n’en fait pas partie.</translation>
    </message>
    <message>
        <source>Type a source sentence for the trained model to read.</source>
        <translation>Tapez une phrase source que le modèle entraîné lira.</translation>
    </message>
    <message>
        <source>The trained model knows positions up to %1: shorten the source.</source>
        <translation>Le modèle entraîné connaît les positions jusqu’à&#xa0;%1&#xa0;: raccourcissez la source.</translation>
    </message>
    <message>
        <source>the trained model&apos;s sizes must lie between 1 and %1</source>
        <translation>les tailles du modèle entraîné doivent être comprises entre 1 et&#xa0;%1</translation>
    </message>
    <message>
        <source>the trained model&apos;s weights do not have the shapes its sizes describe, or hold a number that is not finite</source>
        <translation>les poids du modèle entraîné n’ont pas les formes que ses tailles décrivent, ou contiennent un nombre non fini</translation>
    </message>
    <message>
        <source>%1, %2, %3 steps, %4 % of outputs attend to their true source</source>
        <translation>%1,&#xa0;%2,&#xa0;%3 pas,&#xa0;%4&#xa0;% des sorties regardent leur vraie source</translation>
    </message>
    <message>
        <source>The trained model cannot be used: %1.</source>
        <translation>Le modèle entraîné ne peut pas être utilisé&#xa0;:&#xa0;%1.</translation>
    </message>
    <message>
        <source>[codes of the output position | of the source length]</source>
        <translation>[codes de la position de sortie | de la longueur de la source]</translation>
    </message>
    <message>
        <source>[embedding | codes of the position from the start | from the end]</source>
        <translation>[plongement | codes de la position depuis le début | depuis la fin]</translation>
    </message>
    <message>
        <source>trained for %1 steps on %2</source>
        <translation>entraîné&#xa0;%1 pas sur&#xa0;%2</translation>
    </message>
    <message>
        <source>The trained %1 model writes &quot;%2&quot;.</source>
        <translation>Le modèle&#xa0;%1 entraîné écrit «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of token strings</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste de jetons (chaînes)</translation>
    </message>
    <message>
        <source>the nesting of &quot;attentions&quot; is uneven</source>
        <translation>l’imbrication de «&#xa0;attentions&#xa0;» est inégale</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; holds too many values</source>
        <translation>«&#xa0;attentions&#xa0;» contient trop de valeurs</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be nested lists of numbers, 3 or 4 deep per layer</source>
        <translation>«&#xa0;attentions&#xa0;» doit être des listes de nombres imbriquées sur 3 ou 4 niveaux par couche</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; is not rectangular: a list at depth %1 has %2 entries, another %3</source>
        <translation>«&#xa0;attentions&#xa0;» n’est pas rectangulaire&#xa0;: une liste au niveau&#xa0;%1 a&#xa0;%2 entrées, une autre&#xa0;%3</translation>
    </message>
    <message>
        <source>attention must have shape [q, k], [heads, q, k] or [layers, heads, q, k]; this array has %1 dimensions</source>
        <translation>l’attention doit avoir la forme [q, k], [têtes, q, k] ou [couches, têtes, q, k]&#xa0;; ce tableau a&#xa0;%1 dimensions</translation>
    </message>
    <message>
        <source>the matrix is %1 x %2 but there are %3 query and %4 key tokens</source>
        <translation>la matrice est&#xa0;%1 x&#xa0;%2 mais il y a&#xa0;%3 jetons de requête et&#xa0;%4 jetons de clé</translation>
    </message>
    <message>
        <source>the token file is not a JSON object</source>
        <translation>le fichier de jetons n’est pas un objet JSON</translation>
    </message>
    <message>
        <source>the JSON needs an &quot;attentions&quot; list (one entry per layer)</source>
        <translation>le JSON doit avoir une liste «&#xa0;attentions&#xa0;» (une entrée par couche)</translation>
    </message>
    <message>
        <source>the batch holds %1 sequences: export one (batch index 0)</source>
        <translation>le lot contient&#xa0;%1 séquences&#xa0;: exportez-en une (l’indice 0 du lot)</translation>
    </message>
    <message>
        <source>&quot;attentions&quot; must be [layers][heads][queries][keys], with an optional batch of 1</source>
        <translation>«&#xa0;attentions&#xa0;» doit être [couches][têtes][requêtes][clés], avec éventuellement un lot de 1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>Could not read the tokens in %1: %2</source>
        <translation>Impossible de lire les jetons de&#xa0;%1&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>&quot;layers&quot; must list %1 blocks</source>
        <translation>«&#xa0;layers&#xa0;» doit lister&#xa0;%1 blocs</translation>
    </message>
    <message>
        <source>a language model file is one JSON object</source>
        <translation>un fichier de modèle de langue est un objet JSON</translation>
    </message>
    <message>
        <source>it is not a language model (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>ce n’est pas un modèle de langue («&#xa0;format&#xa0;» doit valoir «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; must list %1 words, one per id</source>
        <translation>«&#xa0;vocabulary&#xa0;» doit lister&#xa0;%1 mots, un par identifiant</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a device or a pipe): name a file</source>
        <translation>%1 n’est pas un fichier ordinaire (un dossier, un périphérique ou un tube)&#xa0;: nommez un fichier</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation>%1 dépasse&#xa0;%2 Mo</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir&#xa0;%1&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>impossible d’écrire&#xa0;%1&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name this system can use</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nom de fichier utilisable sur ce système</translation>
    </message>
    <message>
        <source>%1 is a folder: name a file to write</source>
        <translation>%1 est un dossier&#xa0;: nommez un fichier à écrire</translation>
    </message>
    <message>
        <source>could not write %1: the folder %2 does not exist</source>
        <translation>impossible d’écrire&#xa0;%1&#xa0;: le dossier&#xa0;%2 n’existe pas</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an unknown value &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» a une valeur inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false</source>
        <translation>«&#xa0;%1&#xa0;» doit valoir true ou false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>«&#xa0;%1&#xa0;» doit être une chaîne</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of [query, key] pairs</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste de paires [requête, clé]</translation>
    </message>
    <message>
        <source>this is not an Attention Explorer lesson (&quot;format&quot; is not &quot;%1&quot;)</source>
        <translation>ce n’est pas une leçon d’Attention Explorer («&#xa0;format&#xa0;» ne vaut pas «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>this lesson was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation>cette leçon a été écrite par une version plus récente d’Attention Explorer (format&#xa0;%1&#xa0;; celle-ci lit jusqu’au format&#xa0;%2)&#xa0;: mettez l’application à jour</translation>
    </message>
    <message>
        <source>a lesson file must hold one JSON object</source>
        <translation>un fichier de leçon doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>there is no matrix to write</source>
        <translation>il n’y a aucune matrice à écrire</translation>
    </message>
    <message>
        <source>unknown matrix format &quot;%1&quot;: use csv, json or npy</source>
        <translation>format de matrice inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez csv, json ou npy</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>«&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty list</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste non vide</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 is not a list</source>
        <translation>la ligne&#xa0;%2 de «&#xa0;%1&#xa0;» n’est pas une liste</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has empty rows</source>
        <translation>«&#xa0;%1&#xa0;» a des lignes vides</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large (%2 x %3 cells)</source>
        <translation>«&#xa0;%1&#xa0;» est trop grand (%2 x&#xa0;%3 cellules)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; row %2 has %3 entries, row 0 has %4</source>
        <translation>la ligne&#xa0;%2 de «&#xa0;%1&#xa0;» a&#xa0;%3 entrées, la ligne 0 en a&#xa0;%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>«&#xa0;%1&#xa0;» doit être un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is out of range</source>
        <translation>«&#xa0;%1&#xa0;» est hors limites</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON invalide à l’octet&#xa0;%1&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too long</source>
        <translation>«&#xa0;%1&#xa0;» est trop long</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <translation>«&#xa0;%1&#xa0;» doit être un nombre entier de&#xa0;%2 à&#xa0;%3</translation>
    </message>
    <message>
        <source>not an NPY file (it does not start with \x93NUMPY)</source>
        <translation>ce n’est pas un fichier NPY (il ne commence pas par \x93NUMPY)</translation>
    </message>
    <message>
        <source>NPY format version %1 is not supported</source>
        <translation>la version&#xa0;%1 du format NPY n’est pas prise en charge</translation>
    </message>
    <message>
        <source>the NPY header is truncated</source>
        <translation>l’en-tête NPY est tronqué</translation>
    </message>
    <message>
        <source>the NPY header is truncated or too long</source>
        <translation>l’en-tête NPY est tronqué ou trop long</translation>
    </message>
    <message>
        <source>the array holds an unknown type; attention weights must be float32 or float64</source>
        <translation>le tableau contient un type inconnu&#xa0;; les poids d’attention doivent être en float32 ou float64</translation>
    </message>
    <message>
        <source>the array holds %1; attention weights must be float32 or float64</source>
        <translation>le tableau contient du&#xa0;%1&#xa0;; les poids d’attention doivent être en float32 ou float64</translation>
    </message>
    <message>
        <source>the NPY header has no fortran_order</source>
        <translation>l’en-tête NPY n’a pas de fortran_order</translation>
    </message>
    <message>
        <source>the NPY header has no shape</source>
        <translation>l’en-tête NPY n’a pas de forme (shape)</translation>
    </message>
    <message>
        <source>the NPY shape (%1) is not a list of sizes</source>
        <translation>la forme NPY (%1) n’est pas une liste de tailles</translation>
    </message>
    <message>
        <source>the array claims shape (%1): more than %2 million values</source>
        <translation>le tableau annonce la forme (%1)&#xa0;: plus de&#xa0;%2 millions de valeurs</translation>
    </message>
    <message>
        <source>the array is a single number, not a matrix</source>
        <translation>le tableau est un seul nombre, pas une matrice</translation>
    </message>
    <message>
        <source>the array is empty</source>
        <translation>le tableau est vide</translation>
    </message>
    <message>
        <source>the file is truncated: the shape (%1) needs %2 bytes of data, it has %3</source>
        <translation>le fichier est tronqué&#xa0;: la forme (%1) demande&#xa0;%2 octets de données, il en a&#xa0;%3</translation>
    </message>
    <message>
        <source>could not read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>the attention holds %1 (element %2), more than a float can hold: attention weights lie between 0 and 1</source>
        <translation>l’attention contient&#xa0;%1 (élément&#xa0;%2), plus qu’un float ne peut contenir&#xa0;: les poids d’attention sont compris entre 0 et 1</translation>
    </message>
    <message>
        <source>the array holds NaN or infinity (at element %1): attention weights must be finite</source>
        <translation>le tableau contient NaN ou l’infini (à l’élément&#xa0;%1)&#xa0;: les poids d’attention doivent être finis</translation>
    </message>
    <message>
        <source>%1 has changed since it was opened: it is now shorter than its header says</source>
        <translation>%1 a changé depuis son ouverture&#xa0;: il est maintenant plus court que ne l’annonce son en-tête</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1</source>
        <translation>«&#xa0;%1&#xa0;» doit être compris entre 0 et 1</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; must be an object</source>
        <translation>«&#xa0;trained_model&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>&quot;task&quot; must be reverse, dates, translate or phrases</source>
        <translation>«&#xa0;task&#xa0;» doit valoir reverse, dates, translate ou phrases</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot; has an unknown &quot;score&quot;</source>
        <translation>«&#xa0;trained_model&#xa0;» a un «&#xa0;score&#xa0;» inconnu</translation>
    </message>
    <message>
        <source>&quot;trained_model&quot;: %1</source>
        <translation>«&#xa0;trained_model&#xa0;»&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>drawing %1 failed</source>
        <translation>le dessin de&#xa0;%1 a échoué</translation>
    </message>
    <message>
        <source>the image is too large for this computer&apos;s memory</source>
        <translation>l’image est trop grande pour la mémoire de cet ordinateur</translation>
    </message>
    <message>
        <source>the picture of %1 came out blank: nothing was drawn</source>
        <translation>l’image de&#xa0;%1 est sortie blanche&#xa0;: rien n’a été dessiné</translation>
    </message>
    <message>
        <source>%1 has no suffix to tell the format: end it with .png, .svg, .pdf, .csv, .json or .npy (or give --format)</source>
        <translation>%1 n’a pas d’extension indiquant le format&#xa0;: terminez-le par .png, .svg, .pdf, .csv, .json ou .npy (ou donnez --format)</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;: use png, svg, pdf, csv, json or npy</source>
        <translation>format inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez png, svg, pdf, csv, json ou npy</translation>
    </message>
    <message>
        <source>There is nothing to export: the prompt has no words the model knows.</source>
        <translation>Il n’y a rien à exporter&#xa0;: l’amorce ne contient aucun mot que le modèle connaît.</translation>
    </message>
    <message>
        <source>a PDF page is at most %1 points a side (200 inches): give a smaller --width and --height, or write svg</source>
        <translation>une page PDF fait au plus&#xa0;%1 points de côté (200 pouces)&#xa0;: donnez un --width et un --height plus petits, ou écrivez du svg</translation>
    </message>
    <message>
        <source>the picture would be too large: at most %1 pixels a side (width or height times the scale)</source>
        <translation>l’image serait trop grande&#xa0;: au plus&#xa0;%1 pixels de côté (largeur ou hauteur multipliée par l’échelle)</translation>
    </message>
    <message>
        <source>imported attention holds weights only: use --view weights, heads or lines</source>
        <translation>une attention importée ne contient que des poids&#xa0;: utilisez --view weights, heads ou lines</translation>
    </message>
    <message>
        <source>the attention has %1 heads and a picture of heads shows at most %2: give --head N for one, or export the numbers (csv, json or npy)</source>
        <translation>l’attention a&#xa0;%1 têtes et une image des têtes en montre au plus&#xa0;%2&#xa0;: donnez --head N pour une seule, ou exportez les nombres (csv, json ou npy)</translation>
    </message>
    <message>
        <source>there is no query %1 to chart</source>
        <translation>il n’y a pas de requête&#xa0;%1 à tracer</translation>
    </message>
    <message>
        <source>This export</source>
        <translation>Cet export</translation>
    </message>
    <message>
        <source>imported attention holds weights only: export weights or heads</source>
        <translation>une attention importée ne contient que des poids&#xa0;: exportez les poids ou les têtes</translation>
    </message>
    <message>
        <source>Your edited lexicon (%1) could not be read, so the built-in one is used: %2</source>
        <translation>Votre lexique modifié (%1) n’a pas pu être lu, le lexique intégré est donc utilisé&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>Cross attention</source>
        <translation>Attention croisée</translation>
    </message>
    <message>
        <source>Self attention (source)</source>
        <translation>Auto-attention (source)</translation>
    </message>
    <message>
        <source>Self attention (target)</source>
        <translation>Auto-attention (cible)</translation>
    </message>
    <message>
        <source>Dot product</source>
        <translation>Produit scalaire</translation>
    </message>
    <message>
        <source>Scaled dot product</source>
        <translation>Produit scalaire mis à l’échelle</translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation>Luong général</translation>
    </message>
    <message>
        <source>Additive (Bahdanau)</source>
        <translation>Additive (Bahdanau)</translation>
    </message>
    <message>
        <source>Multi-head</source>
        <translation>Multi-têtes</translation>
    </message>
    <message>
        <source>--head must be from 1 to %1, the number of heads of this attention</source>
        <translation>--head doit aller de 1 à&#xa0;%1, le nombre de têtes de cette attention</translation>
    </message>
    <message>
        <source>could not write %1: it is a pipe that nothing reads from</source>
        <translation>impossible d’écrire&#xa0;%1&#xa0;: c’est un tube que rien ne lit</translation>
    </message>
    <message>
        <source>a number in the JSON is longer than %1 KB</source>
        <translation>un nombre du JSON dépasse&#xa0;%1 Ko</translation>
    </message>
    <message>
        <source>the reading was stopped</source>
        <translation>la lecture a été arrêtée</translation>
    </message>
    <message>
        <source>the kernels must be avx512, avx2 or portable</source>
        <translation>les noyaux doivent être avx512, avx2 ou portable</translation>
    </message>
    <message>
        <source>this CPU has no %1 (its best is %2)</source>
        <translation>ce processeur n’a pas %1 (son meilleur est %2)</translation>
    </message>
    <message>
        <source>the model reads at most %1 tokens, and this is %2</source>
        <translation>le modèle lit au plus %1 jetons, et ceci en fait %2</translation>
    </message>
    <message>
        <source>token id %1 is not in the model&apos;s vocabulary of %2</source>
        <translation>l’identifiant de jeton %1 n’est pas dans le vocabulaire de %2 du modèle</translation>
    </message>
    <message>
        <source>the SentencePiece model cannot be read: %1</source>
        <translation>le modèle SentencePiece ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>the weights have no tensor %1 %2</source>
        <translation>les poids n’ont pas de tenseur %1 %2</translation>
    </message>
    <message>
        <source>the tensor %1 is %2, not %3 as the configuration says</source>
        <translation>le tenseur %1 est %2, pas %3 comme le dit la configuration</translation>
    </message>
    <message>
        <source>config.json has no &quot;%1&quot;</source>
        <translation>config.json n’a pas de « %1 »</translation>
    </message>
    <message>
        <source>config.json names an activation this app does not know: &quot;%1&quot;</source>
        <translation>config.json nomme une activation que cette application ne connaît pas : « %1 »</translation>
    </message>
    <message>
        <source>config.json&apos;s model_type &quot;%1&quot; is not one this app runs: gpt2, llama, qwen2, bert, distilbert or marian</source>
        <translation>le model_type « %1 » de config.json n’est pas de ceux que cette application exécute : gpt2, llama, qwen2, bert, distilbert ou marian</translation>
    </message>
    <message>
        <source>config.json asks for rope_scaling, which this app does not compute yet</source>
        <translation>config.json demande un rope_scaling, que cette application ne calcule pas encore</translation>
    </message>
    <message>
        <source>config.json&apos;s num_attention_heads (%1) is not a multiple of num_key_value_heads (%2)</source>
        <translation>le num_attention_heads (%1) de config.json n’est pas un multiple de num_key_value_heads (%2)</translation>
    </message>
    <message>
        <source>rotary positions need an even head size, and hidden_size / num_attention_heads is %1</source>
        <translation>les positions rotatives demandent une taille de tête paire, et hidden_size / num_attention_heads vaut %1</translation>
    </message>
    <message>
        <source>this Marian model has a decoder vocabulary of its own, which this app does not read yet</source>
        <translation>ce modèle Marian a son propre vocabulaire de décodeur, que cette application ne lit pas encore</translation>
    </message>
    <message>
        <source>config.json&apos;s %1 (%2) is not a multiple of its heads (%3)</source>
        <translation>la valeur %1 (%2) de config.json n’est pas un multiple de ses têtes (%3)</translation>
    </message>
    <message>
        <source>config.json must hold one JSON object</source>
        <translation>config.json doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>%1 is not a folder: a model is opened as the folder that holds config.json</source>
        <translation>%1 n’est pas un dossier : un modèle s’ouvre par le dossier qui contient config.json</translation>
    </message>
    <message>
        <source>config.json: %1</source>
        <translation>config.json : %1</translation>
    </message>
    <message>
        <source>this app reads model.safetensors; pytorch_model.bin is not read yet</source>
        <translation>cette application lit model.safetensors ; pytorch_model.bin n’est pas encore lu</translation>
    </message>
    <message>
        <source>the folder has no weights: model.safetensors or model.safetensors.index.json</source>
        <translation>le dossier n’a pas de poids : model.safetensors ou model.safetensors.index.json</translation>
    </message>
    <message>
        <source>the model&apos;s weights take %1 GB (up to twice that as float32), more than half of this computer&apos;s %2 GB</source>
        <translation>les poids du modèle occupent %1 Go (jusqu’au double en float32), plus de la moitié des %2 Go de cet ordinateur</translation>
    </message>
    <message>
        <source>the model&apos;s weights take %1 GB as float32, more than half of this computer&apos;s %2 GB</source>
        <translation>les poids du modèle occupent %1 Go en float32, plus de la moitié des %2 Go de cet ordinateur</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 ne peut pas être ouvert : %2</translation>
    </message>
    <message>
        <source>%1 is cut short: it is not a whole safetensors file</source>
        <translation>%1 est tronqué : ce n’est pas un fichier safetensors complet</translation>
    </message>
    <message>
        <source>%1 does not start with a safetensors header</source>
        <translation>%1 ne commence pas par un en-tête safetensors</translation>
    </message>
    <message>
        <source>%1&apos;s header is not valid: %2</source>
        <translation>l’en-tête de %1 n’est pas valide : %2</translation>
    </message>
    <message>
        <source>%1 cannot be mapped into memory: %2</source>
        <translation>%1 ne peut pas être projeté en mémoire : %2</translation>
    </message>
    <message>
        <source>%1 describes the tensor %2 wrongly (its type, shape or place in the file)</source>
        <translation>%1 décrit mal le tenseur %2 (son type, sa forme ou sa place dans le fichier)</translation>
    </message>
    <message>
        <source>model.safetensors.index.json is not an index of shards</source>
        <translation>model.safetensors.index.json n’est pas un index de fragments</translation>
    </message>
    <message>
        <source>model.safetensors.index.json names a shard outside the folder: &quot;%1&quot;</source>
        <translation>model.safetensors.index.json nomme un fragment hors du dossier : « %1 »</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object</source>
        <translation>%1 doit contenir un objet JSON</translation>
    </message>
    <message>
        <source>%1 gives &quot;%2&quot; an id that is no token number</source>
        <translation>%1 donne à « %2 » un identifiant qui n’est pas un numéro de jeton</translation>
    </message>
    <message>
        <source>tokenizer.json holds a %1 model; this app reads byte-level BPE here</source>
        <translation>tokenizer.json contient un modèle %1 ; cette application lit ici du BPE au niveau des octets</translation>
    </message>
    <message>
        <source>tokenizer.json splits text another way than GPT-2&apos;s byte-level pattern (%1), which this app does not read yet</source>
        <translation>tokenizer.json découpe le texte autrement que le motif de GPT-2 au niveau des octets (%1), ce que cette application ne lit pas encore</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: tokenizer.json, or vocab.json and merges.txt</source>
        <translation>le dossier n’a pas de tokeniseur : tokenizer.json, ou vocab.json et merges.txt</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: vocab.txt</source>
        <translation>le dossier n’a pas de tokeniseur : vocab.txt</translation>
    </message>
    <message>
        <source>the folder has no tokenizer: source.spm, target.spm and vocab.json</source>
        <translation>le dossier n’a pas de tokeniseur : source.spm, target.spm et vocab.json</translation>
    </message>
    <message>
        <source>the folder has no tokenizer</source>
        <translation>le dossier n’a pas de tokeniseur</translation>
    </message>
    <message>
        <source>give --import or --model, not both</source>
        <translation>donnez --import ou --model, pas les deux</translation>
    </message>
    <message>
        <source>--view %1 explains a lesson&apos;s own computation: it takes no --model yet</source>
        <translation>--view %1 explique le calcul propre d’une leçon : il ne prend pas encore de --model</translation>
    </message>
    <message>
        <source>--model reads the text of --source</source>
        <translation>--model lit le texte de --source</translation>
    </message>
    <message>
        <source>--layer all writes every layer&apos;s heads as numbers: give --view heads and a csv, json or npy file</source>
        <translation>--layer all écrit les têtes de chaque couche en nombres : donnez --view heads et un fichier csv, json ou npy</translation>
    </message>
    <message>
        <source>--attention must be encoder, decoder or cross</source>
        <translation>--attention doit valoir encoder, decoder ou cross</translation>
    </message>
    <message>
        <source>--attention chooses a model&apos;s attention: give --model too</source>
        <translation>--attention choisit l’attention d’un modèle : donnez aussi --model</translation>
    </message>
    <message>
        <source>This text through the model</source>
        <translation>Ce texte passé par le modèle</translation>
    </message>
    <message>
        <source>use a shorter text</source>
        <translation>utilisez un texte plus court</translation>
    </message>
    <message>
        <source>the search found no translation</source>
        <translation>la recherche n’a trouvé aucune traduction</translation>
    </message>
    <message>
        <source>the model gave no attention</source>
        <translation>le modèle n’a donné aucune attention</translation>
    </message>
    <message>
        <source>a %1 model has no such attention: give encoder, decoder or cross as it has them</source>
        <translation>un modèle %1 n’a pas cette attention : donnez encoder, decoder ou cross selon ce qu’il a</translation>
    </message>
    <message>
        <source>the model has no tokens to read: type a few words</source>
        <translation>le modèle n’a aucun jeton à lire : tapez quelques mots</translation>
    </message>
    <message>
        <source>%1 translates: &quot;%2&quot;</source>
        <translation>%1 traduit : « %2 »</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, couche %2 sur %3</translation>
    </message>
    <message>
        <source>&quot;model&quot; must name a folder, and as attention cross, encoder or decoder</source>
        <translation>« model » doit nommer un dossier, et comme attention cross, encoder ou decoder</translation>
    </message>
    <message>
        <source>could not write %1: %2 is a file, not a folder</source>
        <translation>impossible d&apos;écrire %1 : %2 est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>it was written by a newer Attention Explorer (format version %1; this one reads up to %2): please update the app</source>
        <translation>il a été écrit par une version plus récente d’Attention Explorer (format %1 ; celle-ci lit jusqu’au format %2) : mettez l’application à jour</translation>
    </message>
    <message>
        <source>word %1 of &quot;vocabulary&quot; must be text without spaces or control characters</source>
        <translation>le mot %1 de « vocabulary » doit être un texte sans espaces ni caractères de contrôle</translation>
    </message>
    <message>
        <source>The model&apos;s scores for the next token overflowed (beyond the largest number a float holds): its weights are too large to compute with.</source>
        <translation>Les scores du modèle pour le prochain jeton ont débordé (au-delà du plus grand nombre qu’un float peut contenir) : ses poids sont trop grands pour calculer avec.</translation>
    </message>
    <message>
        <source>its lists and objects nest %1 deep; at most %2 levels are read</source>
        <translation>ses listes et objets sont imbriqués sur %1 niveaux ; au plus %2 niveaux sont lus</translation>
    </message>
    <message>
        <source>Reading this JSON</source>
        <translation>Lire ce JSON</translation>
    </message>
    <message>
        <source>use a file with fewer lists and values</source>
        <translation>utilisez un fichier avec moins de listes et de valeurs</translation>
    </message>
    <message>
        <source>%1 is empty: there is no attention in it</source>
        <translation>%1 est vide : il ne contient aucune attention</translation>
    </message>
    <message>
        <source>it does not start as a NumPy file (.npy) does</source>
        <translation>il ne commence pas comme un fichier NumPy (.npy)</translation>
    </message>
    <message>
        <source>trace fewer layers or fewer tokens</source>
        <translation>suivez moins de couches ou moins de jetons</translation>
    </message>
    <message>
        <source>Attention rollout through these layers</source>
        <translation>Le rollout d’attention à travers ces couches</translation>
    </message>
    <message>
        <source>Attention flow through these layers</source>
        <translation>Le flux d’attention à travers ces couches</translation>
    </message>
    <message>
        <source>Reading these layers and heads</source>
        <translation>Lire ces couches et ces têtes</translation>
    </message>
    <message>
        <source>export fewer layers, heads or tokens from the model</source>
        <translation>exportez moins de couches, de têtes ou de jetons du modèle</translation>
    </message>
    <message>
        <source>export one head, a smaller picture, or write npy</source>
        <translation>exportez une seule tête, une image plus petite, ou écrivez du npy</translation>
    </message>
    <message>
        <source>the model is too large to read</source>
        <translation>le modèle est trop grand pour être lu</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>Positional encoding P  (%1)</source>
        <translation>Encodage positionnel P  (%1)</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>plongement</translation>
    </message>
    <message>
        <source>Query input X_q = %1  (%2)</source>
        <translation>Entrée des requêtes X_q =&#xa0;%1  (%2)</translation>
    </message>
    <message>
        <source>Key/value input X_k = %1  (%2)</source>
        <translation>Entrée des clés et valeurs X_k =&#xa0;%1  (%2)</translation>
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
        <translation>Scores =&#xa0;%1  (%2)</translation>
    </message>
    <message>
        <source>÷ temperature %1, masked  (%2)</source>
        <translation>÷ température&#xa0;%1, masqués  (%2)</translation>
    </message>
    <message>
        <source>Weights A = softmax(row)  (%1)</source>
        <translation>Poids A = softmax(ligne)  (%1)</translation>
    </message>
    <message>
        <source>Context C = A V  (%1)</source>
        <translation>Contexte C = A V  (%1)</translation>
    </message>
    <message>
        <source>Output = C W_oᵀ  (%1)</source>
        <translation>Sortie = C W_oᵀ  (%1)</translation>
    </message>
    <message>
        <source>Queries Q</source>
        <translation>Requêtes Q</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Clés K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Valeurs V</translation>
    </message>
    <message>
        <source>Context vectors C = A V</source>
        <translation>Vecteurs de contexte C = A V</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation>Où regarde «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>attention::AlignmentPanel</name>
    <message>
        <source>Weights (after softmax)</source>
        <translation>Poids (après softmax)</translation>
    </message>
    <message>
        <source>Scores (before softmax)</source>
        <translation>Scores (avant softmax)</translation>
    </message>
    <message>
        <source>Scores ÷ temperature</source>
        <translation>Scores ÷ température</translation>
    </message>
    <message>
        <source>Which matrix the map shows: the weights, or the scores they were computed from.</source>
        <translation>La matrice que montre la carte&#xa0;: les poids, ou les scores dont ils sont calculés.</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <translation>&amp;Afficher</translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution. Orange squares mark each row&apos;s strongest key, where one stands out.</source>
        <translation>Survolez une cellule pour ses nombres&#xa0;; cliquez sur une ligne pour sa distribution. Les carrés orange marquent la clé la plus forte de chaque ligne, quand l’une se détache.</translation>
    </message>
    <message>
        <source>Hover a cell for its numbers; click a row for its distribution.</source>
        <translation>Survolez une cellule pour ses nombres&#xa0;; cliquez sur une ligne pour sa distribution.</translation>
    </message>
    <message>
        <source>The strongest key is the true source for %1 of %2 target tokens (%3 %)</source>
        <translation>La clé la plus forte est la vraie source pour&#xa0;%1 des&#xa0;%2 jetons cibles (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>Click a row of the map</source>
        <translation>Cliquez sur une ligne de la carte</translation>
    </message>
    <message>
        <source>Where “%1” looks</source>
        <translation>Où regarde «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>attention::AttentionImporter</name>
    <message>
        <source>Cannot import attention</source>
        <translation>Impossible d’importer l’attention</translation>
    </message>
    <message>
        <source>Imported attention</source>
        <translation>Attention importée</translation>
    </message>
    <message>
        <source> Layer </source>
        <translation> Couche </translation>
    </message>
    <message>
        <source>Which layer of the model to show; the Heads tab shows its heads.</source>
        <translation>La couche du modèle à montrer&#xa0;; l’onglet Têtes montre ses têtes.</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Retour à la leçon</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de&#xa0;%1…</translation>
    </message>
    <message>
        <source>Import attention</source>
        <translation>Importer une attention</translation>
    </message>
    <message>
        <source>Attention (*.npy *.json);;NumPy arrays (*.npy);;Hugging Face JSON (*.json)</source>
        <translation>Attention (*.npy *.json);;Tableaux NumPy (*.npy);;JSON Hugging Face (*.json)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>No token file was found beside it. Type the tokens, separated by spaces (leave empty to number the positions):</source>
        <translation>Aucun fichier de jetons n’a été trouvé à côté. Tapez les jetons, séparés par des espaces (laissez vide pour numéroter les positions)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur&#xa0;%2</translation>
    </message>
    <message>
        <source>  Imported: %1  (%2 layers × %3 heads, %4 × %5)  </source>
        <translation>  Importé&#xa0;:&#xa0;%1  (%2 couches ×&#xa0;%3 têtes,&#xa0;%4 ×&#xa0;%5)  </translation>
    </message>
    <message>
        <source>Cannot show layer %1</source>
        <translation>Impossible d’afficher la couche&#xa0;%1</translation>
    </message>
    <message numerus="yes">
        <source>No token file was found beside it. The file holds attention over %n token(s): type them, separated by spaces (leave empty to number the positions):</source>
        <translation>
            <numerusform>Aucun fichier de jetons n’a été trouvé à côté. Le fichier contient l’attention sur %n jeton&#xa0;: tapez-le (laissez vide pour numéroter la position)&#xa0;:</numerusform>
            <numerusform>Aucun fichier de jetons n’a été trouvé à côté. Le fichier contient l’attention sur %n jetons&#xa0;: tapez-les, séparés par des espaces (laissez vide pour numéroter les positions)&#xa0;:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::ComparePanel</name>
    <message>
        <source>Which two configurations to put side by side on the same sentences.</source>
        <translation>Les deux configurations à mettre côte à côte sur les mêmes phrases.</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>C&amp;omparer</translation>
    </message>
    <message>
        <source>This lesson is too large to compare live: shorten the sentences or lower d_model.</source>
        <translation>Cette leçon est trop grande pour être comparée en direct&#xa0;: raccourcissez les phrases ou baissez d_model.</translation>
    </message>
    <message>
        <source>The lesson&apos;s own settings, not its trained model: only the setting named on the left changes.</source>
        <translation>Les réglages propres de la leçon, pas son modèle entraîné&#xa0;: seul le réglage nommé à gauche change.</translation>
    </message>
    <message>
        <source>Same sentences and seed; only the setting named on the left changes.</source>
        <translation>Mêmes phrases et même graine&#xa0;; seul le réglage nommé à gauche change.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>A − B (red: A more)</source>
        <translation>A − B (rouge&#xa0;: A plus grand)</translation>
    </message>
    <message>
        <source>Dot product vs scaled dot product</source>
        <translation>Produit scalaire ou produit scalaire mis à l’échelle</translation>
    </message>
    <message>
        <source>dot product</source>
        <translation>produit scalaire</translation>
    </message>
    <message>
        <source>scaled dot product</source>
        <translation>mis à l’échelle</translation>
    </message>
    <message>
        <source>Additive (Bahdanau) vs Luong general</source>
        <translation>Additive (Bahdanau) ou Luong général</translation>
    </message>
    <message>
        <source>additive</source>
        <translation>additive</translation>
    </message>
    <message>
        <source>Luong general</source>
        <translation>Luong général</translation>
    </message>
    <message>
        <source>Positional encoding on vs off</source>
        <translation>Encodage positionnel avec ou sans</translation>
    </message>
    <message>
        <source>with positions</source>
        <translation>avec positions</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>sans positions</translation>
    </message>
    <message>
        <source>Lexicon (identity projections) vs an untrained network</source>
        <translation>Lexique (projections identité) ou réseau non entraîné</translation>
    </message>
    <message>
        <source>lexicon</source>
        <translation>lexique</translation>
    </message>
    <message>
        <source>untrained</source>
        <translation>non entraîné</translation>
    </message>
    <message>
        <source>The lesson&apos;s settings vs temperature × 4</source>
        <translation>Réglages de la leçon ou température × 4</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>tels quels</translation>
    </message>
    <message>
        <source>temperature × 4</source>
        <translation>température × 4</translation>
    </message>
    <message>
        <source>%1 → %2
A: %3
B: %4
A − B: %5</source>
        <translation>%1 → %2
A : %3
B : %4
A − B : %5</translation>
    </message>
</context>
<context>
    <name>attention::ContextComparisonPanel</name>
    <message>
        <source>Without attention a seq2seq decoder gets one fixed context for every step (here the mean of the source values, what equal weights give). With attention each step builds its own. The chart shows how similar each step&apos;s context is to the fixed one (cosine; 1 = the same).</source>
        <translation>Sans attention, un décodeur seq2seq reçoit un seul contexte fixe à chaque pas (ici la moyenne des valeurs source, ce que donnent des poids égaux). Avec l’attention, chaque pas construit le sien. Le graphique montre à quel point le contexte de chaque pas ressemble au contexte fixe (cosinus&#xa0;; 1 = identique).</translation>
    </message>
    <message>
        <source>Cosine similarity of each step&apos;s context to the fixed context</source>
        <translation>Similarité cosinus du contexte de chaque pas avec le contexte fixe</translation>
    </message>
    <message>
        <source>decoder step</source>
        <translation>pas du décodeur</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>cosinus</translation>
    </message>
    <message>
        <source>fixed (no attention)</source>
        <translation>fixe (sans attention)</translation>
    </message>
    <message>
        <source>The fixed context, then the context vector of each decoder step</source>
        <translation>Le contexte fixe, puis le vecteur de contexte de chaque pas du décodeur</translation>
    </message>
    <message>
        <source>cosine to the fixed context</source>
        <translation>cosinus avec le contexte fixe</translation>
    </message>
</context>
<context>
    <name>attention::ControlPanel</name>
    <message numerus="yes">
        <source>The trained model writes %n token(s): </source>
        <translation>
            <numerusform>Le modèle entraîné écrit&#xa0;%n jeton&#xa0;: </numerusform>
            <numerusform>Le modèle entraîné écrit&#xa0;%n jetons&#xa0;: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): </source>
        <translation>
            <numerusform>%n jeton&#xa0;: </numerusform>
            <numerusform>%n jetons&#xa0;: </numerusform>
        </translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>Modèle entraîné</translation>
    </message>
    <message>
        <source>Back to untrained attention</source>
        <translation>Revenir à l’attention non entraînée</translation>
    </message>
    <message>
        <source>The lesson drops the trained weights and uses its own settings again (Undo brings them back).</source>
        <translation>La leçon abandonne les poids entraînés et reprend ses propres réglages (Annuler les ramène).</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Source sentence (the keys in cross attention)</source>
        <translation>Phrase source (les clés en attention croisée)</translation>
    </message>
    <message>
        <source>The sentence being translated: in cross attention its words are the keys and values.</source>
        <translation>La phrase à traduire&#xa0;: en attention croisée, ses mots sont les clés et les valeurs.</translation>
    </message>
    <message>
        <source>The translation: in cross attention each of its words asks which source words matter.</source>
        <translation>La traduction&#xa0;: en attention croisée, chacun de ses mots demande quels mots source comptent.</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Source</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Cible</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>Meaningful alignment without training: a word and its translations share an embedding and the projections are the identity, so each word attends to its translation.</source>
        <translation>Un alignement qui a du sens sans entraînement&#xa0;: un mot et ses traductions partagent un plongement et les projections sont l’identité, si bien que chaque mot regarde sa traduction.</translation>
    </message>
    <message>
        <source>Untrained</source>
        <translation>Non entraîné</translation>
    </message>
    <message>
        <source>What a network knows before training: random embeddings and random projections give a pattern that means nothing.</source>
        <translation>Ce que sait un réseau avant l’entraînement&#xa0;: des plongements et des projections aléatoires donnent un motif qui ne veut rien dire.</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>Entraîné</translation>
    </message>
    <message>
        <source>Trains a small model on phrase translation in the Train tab (a few seconds, in view), then the lesson uses what it learned.</source>
        <translation>Entraîne un petit modèle à traduire des groupes nominaux dans l’onglet Entraîner (quelques secondes, sous vos yeux), puis la leçon utilise ce qu’il a appris.</translation>
    </message>
    <message>
        <source>Start from the lexicon</source>
        <translation>Partir du lexique</translation>
    </message>
    <message>
        <source>Start from an untrained network</source>
        <translation>Partir d’un réseau non entraîné</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Cross: target words look at source words; self: a sentence looks at its own words.</source>
        <translation>Croisée&#xa0;: les mots cibles regardent les mots source&#xa0;; auto&#xa0;: une phrase regarde ses propres mots.</translation>
    </message>
    <message>
        <source>How a query and a key are turned into a score before the softmax.</source>
        <translation>Comment une requête et une clé deviennent un score avant la softmax.</translation>
    </message>
    <message>
        <source>The length of every embedding, query, key and value vector.</source>
        <translation>La longueur de chaque vecteur de plongement, de requête, de clé et de valeur.</translation>
    </message>
    <message>
        <source>Multi-head only: how many smaller attentions run side by side (must divide d_model).</source>
        <translation>Multi-têtes seulement&#xa0;: combien d’attentions plus petites tournent côte à côte (doit diviser d_model).</translation>
    </message>
    <message>
        <source>Additive only: the width of the small tanh layer that scores each pair.</source>
        <translation>Additive seulement&#xa0;: la largeur de la petite couche tanh qui note chaque paire.</translation>
    </message>
    <message>
        <source>Scores are divided by the temperature: low makes attention sharp, high makes it even.</source>
        <translation>Les scores sont divisés par la température&#xa0;: basse, elle rend l’attention nette&#xa0;; haute, elle l’égalise.</translation>
    </message>
    <message>
        <source>Type a temperature from 0.001 to 1000 and press Enter.</source>
        <translation>Tapez une température de 0,001 à 1000 et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>The random seed for embeddings and weights: the same seed always gives the same numbers.</source>
        <translation>La graine aléatoire des plongements et des poids&#xa0;: la même graine donne toujours les mêmes nombres.</translation>
    </message>
    <message>
        <source>Random (seeded)</source>
        <translation>Aléatoires (avec graine)</translation>
    </message>
    <message>
        <source>Identity (Q = K = V = X)</source>
        <translation>Identité (Q = K = V = X)</translation>
    </message>
    <message>
        <source>The matrices W_q, W_k, W_v that turn embeddings into queries, keys and values.</source>
        <translation>Les matrices W_q, W_k, W_v qui transforment les plongements en requêtes, clés et valeurs.</translation>
    </message>
    <message>
        <source>Random (one vector per word)</source>
        <translation>Aléatoires (un vecteur par mot)</translation>
    </message>
    <message>
        <source>Lexicon (translations share a vector)</source>
        <translation>Lexique (les traductions partagent un vecteur)</translation>
    </message>
    <message>
        <source>Random embeddings know nothing; lexicon embeddings give a word and its translations one vector, so attention can align them without training.</source>
        <translation>Des plongements aléatoires ne savent rien&#xa0;; ceux du lexique donnent un seul vecteur à un mot et à ses traductions, si bien que l’attention peut les aligner sans entraînement.</translation>
    </message>
    <message>
        <source>Lexicon only: how far each word strays from the meaning it shares with its translations.</source>
        <translation>Lexique seulement&#xa0;: à quel point chaque mot s’écarte du sens qu’il partage avec ses traductions.</translation>
    </message>
    <message>
        <source>Adds sine and cosine waves to each embedding so that word order can matter.</source>
        <translation>Ajoute des sinusoïdes à chaque plongement pour que l’ordre des mots puisse compter.</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
    <message>
        <source>No peeking ahead: query i may only look at keys 0 to i, as a decoder that writes left to right.</source>
        <translation>Pas de coup d’œil en avant&#xa0;: la requête i ne peut regarder que les clés 0 à i, comme un décodeur qui écrit de gauche à droite.</translation>
    </message>
    <message>
        <source>Pads the keys with &lt;pad&gt; tokens up to this length; the padding mask hides them (0: none).</source>
        <translation>Complète les clés par des jetons &lt;pad&gt; jusqu’à cette longueur&#xa0;; le masque de remplissage les cache (0&#xa0;: aucun).</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>sans remplissage</translation>
    </message>
    <message>
        <source>The colours of the weights: darker means more attention.</source>
        <translation>Les couleurs des poids&#xa0;: plus foncé veut dire plus d’attention.</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
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
        <translation>&amp;Têtes</translation>
    </message>
    <message>
        <source>&amp;Additive size</source>
        <translation>Taille &amp;additive</translation>
    </message>
    <message>
        <source>T&amp;emperature</source>
        <translation>T&amp;empérature</translation>
    </message>
    <message>
        <source>See&amp;d</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <source>&amp;Projections</source>
        <translation>&amp;Projections</translation>
    </message>
    <message>
        <source>E&amp;mbeddings</source>
        <translation>P&amp;longements</translation>
    </message>
    <message>
        <source>Lexicon &amp;noise</source>
        <translation>&amp;Bruit du lexique</translation>
    </message>
    <message>
        <source>Pad &amp;keys to</source>
        <translation>Compléter les &amp;clés à</translation>
    </message>
    <message>
        <source>C&amp;olours</source>
        <translation>C&amp;ouleurs</translation>
    </message>
    <message>
        <source>Change mode</source>
        <translation>Changer le mode</translation>
    </message>
    <message>
        <source>Change score function</source>
        <translation>Changer la fonction de score</translation>
    </message>
    <message>
        <source>Set d_model</source>
        <translation>Régler d_model</translation>
    </message>
    <message>
        <source>Set heads</source>
        <translation>Régler les têtes</translation>
    </message>
    <message>
        <source>Set additive size</source>
        <translation>Régler la taille additive</translation>
    </message>
    <message>
        <source>Set temperature</source>
        <translation>Régler la température</translation>
    </message>
    <message>
        <source>Set seed</source>
        <translation>Régler la graine</translation>
    </message>
    <message>
        <source>Change projections</source>
        <translation>Changer les projections</translation>
    </message>
    <message>
        <source>Change embeddings</source>
        <translation>Changer les plongements</translation>
    </message>
    <message>
        <source>Set lexicon noise</source>
        <translation>Régler le bruit du lexique</translation>
    </message>
    <message>
        <source>Toggle positional encoding</source>
        <translation>Basculer l’encodage positionnel</translation>
    </message>
    <message>
        <source>Toggle causal mask</source>
        <translation>Basculer le masque causal</translation>
    </message>
    <message>
        <source>Set padding</source>
        <translation>Régler le remplissage</translation>
    </message>
    <message>
        <source>Target sentence (the queries in cross attention)</source>
        <translation>Phrase cible (les requêtes en attention croisée)</translation>
    </message>
    <message>
        <source>Written by the trained model (see below)</source>
        <translation>Écrite par le modèle entraîné (voir ci-dessous)</translation>
    </message>
    <message>
        <source>The lesson uses the model trained on %1. Type a source: the model writes the target, and every tab shows its attention.</source>
        <translation>La leçon utilise le modèle entraîné sur&#xa0;%1. Tapez une source&#xa0;: le modèle écrit la cible, et chaque onglet montre son attention.</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Encodage positionnel</translation>
    </message>
    <message>
        <source>The tokens the sentence was split into, each with its id in the lesson&apos;s vocabulary (right-click to copy them all).</source>
        <translation>Les jetons en lesquels la phrase a été découpée, chacun avec son identifiant dans le vocabulaire de la leçon (clic droit pour les copier tous).</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Back to the lesson&apos;s own attention</source>
        <translation>Revenir à l’attention propre de la leçon</translation>
    </message>
    <message>
        <source>The lesson leaves the model and uses its own settings again (Undo brings the model back).</source>
        <translation>La leçon quitte le modèle et reprend ses propres réglages (Annuler ramène le modèle).</translation>
    </message>
    <message>
        <source>Leave the model</source>
        <translation>Quitter le modèle</translation>
    </message>
    <message>
        <source>The lesson uses the model %1 (%2). Type: every keystroke runs it, and every tab shows the attention of the layer chosen above the map.%3</source>
        <translation>La leçon utilise le modèle %1 (%2). Tapez : chaque frappe l’exécute, et chaque onglet montre l’attention de la couche choisie au-dessus de la carte.%3</translation>
    </message>
    <message>
        <source> Leave the target empty to see the model&apos;s own translation.</source>
        <translation> Laissez la cible vide pour voir la traduction du modèle lui-même.</translation>
    </message>
</context>
<context>
    <name>attention::CostPanel</name>
    <message>
        <source>Measured time of the whole computation against sequence length</source>
        <translation>Temps mesuré de tout le calcul selon la longueur de la séquence</translation>
    </message>
    <message>
        <source>tokens in each sentence</source>
        <translation>jetons dans chaque phrase</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>millisecondes</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mesuré</translation>
    </message>
    <message>
        <source>∝ n² (quadratic)</source>
        <translation>∝ n² (quadratique)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Now&lt;/b&gt;: %1 queries × %2 keys, d_model %3%4.&lt;/p&gt;&lt;p&gt;Scores: %5 multiply-adds; context: %6; projections: %7; softmax: %8 exponentials.&lt;br&gt;Memory for the scores and the weights: %9 + %10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Twice as many tokens&lt;/b&gt; would need %11 + %12: four times as much. Attention compares every query with every key, so its cost grows with the square of the length.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Maintenant&lt;/b&gt;&#xa0;:&#xa0;%1 requêtes ×&#xa0;%2 clés, d_model&#xa0;%3%4.&lt;/p&gt;&lt;p&gt;Scores&#xa0;:&#xa0;%5 multiplications-additions&#xa0;; contexte&#xa0;:&#xa0;%6&#xa0;; projections&#xa0;:&#xa0;%7&#xa0;; softmax&#xa0;:&#xa0;%8 exponentielles.&lt;br&gt;Mémoire pour les scores et les poids&#xa0;:&#xa0;%9 +&#xa0;%10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Deux fois plus de jetons&lt;/b&gt; demanderaient&#xa0;%11 +&#xa0;%12&#xa0;: quatre fois plus. L’attention compare chaque requête à chaque clé, donc son coût croît comme le carré de la longueur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, %1 heads</source>
        <translation>,&#xa0;%1 têtes</translation>
    </message>
</context>
<context>
    <name>attention::DecodingPanel</name>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Let the decoder write one target word after another.</source>
        <translation>Laisser le décodeur écrire les mots cibles l’un après l’autre.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Write the next target word.</source>
        <translation>Écrire le mot cible suivant.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Which target word the decoder is writing.</source>
        <translation>Le mot cible que le décodeur est en train d’écrire.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Nothing to decode.</source>
        <translation>Rien à décoder.</translation>
    </message>
    <message>
        <source>Decoding step %1 of %2: writing “%3”</source>
        <translation>Pas de décodage&#xa0;%1 sur&#xa0;%2&#xa0;: écriture de «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Context vector of step %1 = weights × V</source>
        <translation>Vecteur de contexte du pas&#xa0;%1 = poids × V</translation>
    </message>
    <message>
        <source>The decoder writes the target one word at a time. At each step it attends over the source and mixes the values into this step&apos;s context vector; later words are not written yet.</source>
        <translation>Le décodeur écrit la cible un mot à la fois. À chaque pas, il porte son attention sur la source et mélange les valeurs dans le vecteur de contexte de ce pas&#xa0;; les mots suivants ne sont pas encore écrits.</translation>
    </message>
</context>
<context>
    <name>attention::DistributionView</name>
    <message>
        <source>running total</source>
        <translation>total cumulé</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>Click a row of the heatmap</source>
        <translation>Cliquez sur une ligne de la carte de chaleur</translation>
    </message>
    <message>
        <source>“%1”: blocked</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: bloquée par le masque</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>running total %1</source>
        <translation>total cumulé %1</translation>
    </message>
</context>
<context>
    <name>attention::ExplainLayersPage</name>
    <message>
        <source>The last layer mixes positions already mixed below: which input tokens reach the top? Rollout and flow trace every layer (Abnar &amp; Zuidema 2020).</source>
        <translation>La dernière couche mélange des positions déjà mélangées en dessous&#xa0;: quels jetons d’entrée atteignent le sommet&#xa0;? Le rollout et le flux suivent chaque couche (Abnar &amp; Zuidema 2020).</translation>
    </message>
    <message>
        <source>Rollout multiplies the layers&apos; attention, each mixed half and half with the residual path. Flow is the maximum flow from an input token to a position through the layers, their weights the capacities, shown as shares of each row.</source>
        <translation>Le rollout multiplie l’attention des couches, chacune mélangée à parts égales avec le chemin résiduel. Le flux est le flot maximal d’un jeton d’entrée vers une position à travers les couches, leurs poids servant de capacités, montré en parts de chaque ligne.</translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; this lesson attends from one sentence to the other. Choose self attention, or import a model&apos;s attention (File → Import).</source>
        <translation>Le rollout et le flux suivent l’auto-attention à travers les couches d’un modèle&#xa0;; cette leçon va d’une phrase à l’autre. Choisissez l’auto-attention, ou importez l’attention d’un modèle (Fichier → Importer).</translation>
    </message>
    <message>
        <source>Tracing the layers…</source>
        <translation>Suivi des couches…</translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation>position au sommet</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>jeton d’entrée</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>Last layer (layer %1)</source>
        <translation>Dernière couche (couche&#xa0;%1)</translation>
    </message>
    <message>
        <source>The one layer</source>
        <translation>L’unique couche</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Flow, row shares</source>
        <translation>Flux, parts des lignes</translation>
    </message>
    <message>
        <source>Through %1 layers: in %2 of %3 positions the input token that reaches the top most (rollout) is not the one the last layer attends to most; rank agreement of rollout with the last layer %4.</source>
        <translation>À travers&#xa0;%1 couches&#xa0;: dans&#xa0;%2 positions sur&#xa0;%3, le jeton d’entrée qui atteint le plus le sommet (rollout) n’est pas celui que la dernière couche regarde le plus&#xa0;; accord des rangs du rollout avec la dernière couche&#xa0;:&#xa0;%4.</translation>
    </message>
    <message>
        <source>A lesson is one layer: rollout is its weights mixed half and half with the residual path. Import a model&apos;s attention (File → Import) to trace a dozen layers.</source>
        <translation>Une leçon n’a qu’une couche&#xa0;: le rollout, ce sont ses poids mélangés à parts égales avec le chemin résiduel. Importez l’attention d’un modèle (Fichier → Importer) pour suivre une douzaine de couches.</translation>
    </message>
    <message>
        <source>Flow is drawn up to %1 tokens (a max-flow for every pair).</source>
        <translation>Le flux est tracé jusqu’à&#xa0;%1 jetons (un flot maximal par paire).</translation>
    </message>
    <message>
        <source>Rollout and flow follow self attention up through a model&apos;s layers; cross attention reads the other sentence. Choose the encoder&apos;s or the decoder&apos;s attention in the model&apos;s tool bar.</source>
        <translation>Le rollout et le flux suivent l’auto-attention de couche en couche ; l’attention croisée lit l’autre phrase. Choisissez l’attention de l’encodeur ou du décodeur dans la barre d’outils du modèle.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainMeasuresPage</name>
    <message>
        <source>Weights say where a query looks, not what changes its output. Beside them, measures of what does; where the squares move, the weights mislead.</source>
        <translation>Les poids disent où regarde une requête, pas ce qui change sa sortie. À côté, des mesures de ce qui la change&#xa0;; là où les carrés bougent, les poids trompent.</translation>
    </message>
    <message>
        <source>α × ‖v‖: each weight times the size of the value it mixes in (Kobayashi et al. 2020). Key left out: how far the context moves without the key. Gradient × input (trained models): how much the written token&apos;s probability depends on each input.</source>
        <translation>α × ‖v‖&#xa0;: chaque poids multiplié par la taille de la valeur qu’il apporte (Kobayashi et al. 2020). Clé retirée&#xa0;: de combien le contexte bouge sans la clé. Gradient × entrée (modèles entraînés)&#xa0;: à quel point la probabilité du jeton écrit dépend de chaque entrée.</translation>
    </message>
    <message>
        <source>Rank agreement with the weights, row by row</source>
        <translation>Accord des rangs avec les poids, ligne par ligne</translation>
    </message>
    <message>
        <source>query (row)</source>
        <translation>requête (ligne)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Weights α</source>
        <translation>Poids α</translation>
    </message>
    <message>
        <source>α × ‖v‖</source>
        <translation>α × ‖v‖</translation>
    </message>
    <message>
        <source>Key left out</source>
        <translation>Clé retirée</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradient × entrée</translation>
    </message>
    <message>
        <source>key left out</source>
        <translation>clé retirée</translation>
    </message>
    <message>
        <source>gradient × input</source>
        <translation>gradient × entrée</translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2, gradient × input %3.</source>
        <translation>Accord des rangs avec les poids (Spearman, moyenne sur les lignes)&#xa0;: pondéré par les valeurs&#xa0;%1, clé retirée&#xa0;%2, gradient × entrée&#xa0;%3.</translation>
    </message>
    <message>
        <source>Rank agreement with the weights (Spearman, mean over rows): value-weighted %1, left out %2.</source>
        <translation>Accord des rangs avec les poids (Spearman, moyenne sur les lignes)&#xa0;: pondéré par les valeurs&#xa0;%1, clé retirée&#xa0;%2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but what the model writes there depends most on “%4” (gradient × input %5 against %6).</source>
        <translation>&lt;b&gt;«&#xa0;%1&#xa0;»&lt;/b&gt; regarde surtout «&#xa0;%2&#xa0;» (poids&#xa0;%3), mais ce que le modèle écrit là dépend surtout de «&#xa0;%4&#xa0;» (gradient × entrée&#xa0;%5 contre&#xa0;%6).</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” (weight %3), but leaving out “%4” moves its context most (weight %5).</source>
        <translation>&lt;b&gt;«&#xa0;%1&#xa0;»&lt;/b&gt; regarde surtout «&#xa0;%2&#xa0;» (poids&#xa0;%3), mais retirer «&#xa0;%4&#xa0;» déplace le plus son contexte (poids&#xa0;%5).</translation>
    </message>
    <message>
        <source>Here no row clearly attends to one key while another moves its context most.</source>
        <translation>Ici, aucune ligne ne regarde nettement une clé tandis qu’une autre déplace le plus son contexte.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainPanel</name>
    <message>
        <source>What matters</source>
        <translation>Ce qui compte</translation>
    </message>
    <message>
        <source>The weights beside measures of how much each key changes the output.</source>
        <translation>Les poids à côté de mesures de ce que chaque clé change à la sortie.</translation>
    </message>
    <message>
        <source>Same output</source>
        <translation>Même sortie</translation>
    </message>
    <message>
        <source>A trained model&apos;s attention moved elsewhere, and what it writes unchanged.</source>
        <translation>L’attention d’un modèle entraîné déplacée ailleurs, et ce qu’il écrit inchangé.</translation>
    </message>
    <message>
        <source>Through layers</source>
        <translation>Couche à couche</translation>
    </message>
    <message>
        <source>Attention rollout and flow: which input tokens reach each position through all the layers.</source>
        <translation>Rollout et flux d’attention&#xa0;: quels jetons d’entrée atteignent chaque position à travers toutes les couches.</translation>
    </message>
</context>
<context>
    <name>attention::ExplainSwapPage</name>
    <message>
        <source>For each output the learned weights are shuffled over the keys, traded with another key&apos;s, or moved step by step towards one key; the candidate furthest from the learned weights (Jensen-Shannon divergence) that writes the same token, its output distribution within 0.05 of the learned one, is kept.</source>
        <translation>Pour chaque sortie, les poids appris sont mélangés entre les clés, échangés avec ceux d’une autre clé, ou déplacés pas à pas vers une clé&#xa0;; on garde le candidat le plus éloigné des poids appris (divergence de Jensen-Shannon) qui écrit le même jeton, sa distribution de sortie restant à 0,05 près de celle apprise.</translation>
    </message>
    <message>
        <source>This needs a trained model, whose output is a token it writes: train one on the Train tab and press &lt;b&gt;Use in the lesson&lt;/b&gt;.</source>
        <translation>Il faut un modèle entraîné, dont la sortie est un jeton qu’il écrit&#xa0;: entraînez-en un dans l’onglet Entraîner et cliquez sur &lt;b&gt;Utiliser dans la leçon&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Apprise</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>Échangée</translation>
    </message>
    <message>
        <source>Can other attention give the same output (Jain &amp; Wallace 2019)? Both write “%1”: %2 of %3 outputs with their attention moved (Jensen-Shannon %4 bits on average, 1 = nothing shared; probability %5 → %6).</source>
        <translation>Une autre attention peut-elle donner la même sortie (Jain &amp; Wallace 2019)&#xa0;? Les deux écrivent «&#xa0;%1&#xa0;»&#xa0;:&#xa0;%2 sorties sur&#xa0;%3 avec leur attention déplacée (Jensen-Shannon&#xa0;%4 bits en moyenne, 1 = rien en commun&#xa0;; probabilité&#xa0;%5 →&#xa0;%6).</translation>
    </message>
    <message>
        <source>No output keeps its token once its most attended key changes: here the weights do point at what the model needs (Wiegreffe &amp; Pinter 2019).</source>
        <translation>Aucune sortie ne garde son jeton quand sa clé la plus regardée change&#xa0;: ici les poids désignent bien ce dont le modèle a besoin (Wiegreffe &amp; Pinter 2019).</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt; looks most at “%2” as learned, at “%3” swapped.</source>
        <translation>&lt;b&gt;«&#xa0;%1&#xa0;»&lt;/b&gt; regarde surtout «&#xa0;%2&#xa0;» une fois appris, «&#xa0;%3&#xa0;» une fois échangé.</translation>
    </message>
</context>
<context>
    <name>attention::GenerateView</name>
    <message>
        <source>Induction</source>
        <translation>Induction</translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation>Grammaire</translation>
    </message>
    <message>
        <source>The models that come with the app: one learned to continue a repeated run of letters, the other to write sentences whose verb agrees with its subject.</source>
        <translation>Les modèles fournis avec l’application&#xa0;: l’un a appris à continuer une suite de lettres répétée, l’autre à écrire des phrases dont le verbe s’accorde avec son sujet.</translation>
    </message>
    <message>
        <source>Open model…</source>
        <translation>Ouvrir un modèle…</translation>
    </message>
    <message>
        <source>A language model made by: attention-explorer train --task induction|grammar --model FILE</source>
        <translation>Un modèle de langue créé par&#xa0;: attention-explorer train --task induction|grammar --model FICHIER</translation>
    </message>
    <message>
        <source>Open a language model</source>
        <translation>Ouvrir un modèle de langue</translation>
    </message>
    <message>
        <source>Language models (*.json)</source>
        <translation>Modèles de langue (*.json)</translation>
    </message>
    <message>
        <source>The words the model continues, separated by spaces.</source>
        <translation>Les mots que le modèle continue, séparés par des espaces.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Greedy writes the most likely token; Sample draws one from the distribution the filters leave.</source>
        <translation>Le mode glouton écrit le jeton le plus probable&#xa0;; l’échantillonnage en tire un de la distribution que laissent les filtres.</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Échantillonner</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharpens the distribution, above 1 flattens it.</source>
        <translation>Divise les logits avant la softmax&#xa0;: sous 1 elle rend la distribution plus pointue, au-dessus elle l’aplatit.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Keeps only the k most likely tokens (off: all).</source>
        <translation>Ne garde que les k jetons les plus probables (désactivé&#xa0;: tous).</translation>
    </message>
    <message>
        <source>Keeps the fewest most likely tokens whose probabilities add up to p (1: all).</source>
        <translation>Garde le moins possible des jetons les plus probables dont les probabilités font au total p (1&#xa0;: tous).</translation>
    </message>
    <message>
        <source>The same seed draws the same text.</source>
        <translation>La même graine tire le même texte.</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>Un pa&amp;s</translation>
    </message>
    <message>
        <source>Write one token.</source>
        <translation>Écrire un jeton.</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>Lect&amp;ure</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Back to the prompt: the cache holds the prompt&apos;s keys and values only.</source>
        <translation>Retour à l’amorce&#xa0;: le cache ne contient que les clés et valeurs de l’amorce.</translation>
    </message>
    <message>
        <source>One head</source>
        <translation>Une tête</translation>
    </message>
    <message>
        <source>Rollout, all layers</source>
        <translation>Rollout, toutes les couches</translation>
    </message>
    <message>
        <source>Flow, all layers</source>
        <translation>Flux, toutes les couches</translation>
    </message>
    <message>
        <source>The map shows one layer&apos;s head, or which earlier tokens reach each position through every layer: rollout multiplies the layers&apos; attention, flow finds how much can get through (Abnar &amp; Zuidema 2020).</source>
        <translation>La carte montre une tête d’une couche, ou quels jetons précédents atteignent chaque position à travers toutes les couches&#xa0;: le rollout multiplie l’attention des couches, le flux mesure ce qui peut passer (Abnar &amp; Zuidema 2020).</translation>
    </message>
    <message>
        <source>Sho&amp;w every head</source>
        <translation>&amp;Voir toutes les têtes</translation>
    </message>
    <message>
        <source>Every layer&apos;s heads at once, one small map each, in place of the map and the cache. Click one to see it large.</source>
        <translation>Les têtes de chaque couche à la fois, une petite carte chacune, à la place de la carte et du cache. Cliquez sur l’une pour l’agrandir.</translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <source>Pro&amp;mpt</source>
        <translation>Amor&amp;ce</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Stratégie</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
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
        <translation>Graine</translation>
    </message>
    <message>
        <source>New tokens</source>
        <translation>Nouveaux jetons</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Clés K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Valeurs V</translation>
    </message>
    <message>
        <source>Which half of the layer&apos;s cache the map shows: the keys each new query is compared with, or the values its attention mixes.</source>
        <translation>La moitié du cache de la couche que montre la carte&#xa0;: les clés auxquelles chaque nouvelle requête est comparée, ou les valeurs que son attention mélange.</translation>
    </message>
    <message>
        <source>&amp;Cache</source>
        <translation>Cache (&amp;KV)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Train one here&lt;/b&gt;</source>
        <translation>&lt;b&gt;En entraîner un ici&lt;/b&gt;</translation>
    </message>
    <message>
        <source>position (query)</source>
        <translation>position (requête)</translation>
    </message>
    <message>
        <source>position (key)</source>
        <translation>position (clé)</translation>
    </message>
    <message>
        <source>cached position</source>
        <translation>position en cache</translation>
    </message>
    <message>
        <source>key dimension</source>
        <translation>dimension de clé</translation>
    </message>
    <message>
        <source>Trained here (%1)</source>
        <translation>Entraîné ici (%1)</translation>
    </message>
    <message>
        <source>; copies %1 % of repeated letters</source>
        <translation>&#xa0;; copie&#xa0;%1&#xa0;% des lettres répétées</translation>
    </message>
    <message>
        <source>; %1 % of its sentences are grammatical</source>
        <translation>&#xa0;;&#xa0;%1&#xa0;% de ses phrases sont grammaticales</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 layers × %3 heads, d_model %4, %5 words%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;:&#xa0;%2 couches ×&#xa0;%3 têtes, d_model&#xa0;%4,&#xa0;%5 mots%6</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>Modèle de langue</translation>
    </message>
    <message>
        <source>Layer %1 head %2</source>
        <translation>Couche&#xa0;%1 tête&#xa0;%2</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2</source>
        <translation>Attention, couche&#xa0;%1 tête&#xa0;%2</translation>
    </message>
    <message>
        <source>Flow through %1 layers, shares of each row</source>
        <translation>Flux à travers&#xa0;%1 couches, parts de chaque ligne</translation>
    </message>
    <message>
        <source> (flow: up to %1 tokens)</source>
        <translation> (flux&#xa0;: jusqu’à&#xa0;%1 jetons)</translation>
    </message>
    <message>
        <source>Rollout through %1 layers</source>
        <translation>Rollout à travers&#xa0;%1 couches</translation>
    </message>
    <message>
        <source>“%1” is not a word this model knows. It knows: %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un mot que ce modèle connaît. Il connaît&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>Type a prompt: the words the model continues.</source>
        <translation>Tapez une amorce&#xa0;: les mots que le modèle continue.</translation>
    </message>
    <message>
        <source>Step or play: the model writes one token at a time.</source>
        <translation>Pas à pas ou en lecture&#xa0;: le modèle écrit un jeton à la fois.</translation>
    </message>
    <message>
        <source>The context is full: the model reads at most %1 tokens.</source>
        <translation>Le contexte est plein&#xa0;: le modèle lit au plus&#xa0;%1 jetons.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The next token&apos;s distribution</source>
        <translation>La distribution du jeton suivant</translation>
    </message>
    <message>
        <source>KV cache: %1 values, layer %2</source>
        <translation>Cache KV&#xa0;:&#xa0;%1 valeurs, couche&#xa0;%2</translation>
    </message>
    <message>
        <source>KV cache: %1 keys, layer %2</source>
        <translation>Cache KV&#xa0;:&#xa0;%1 clés, couche&#xa0;%2</translation>
    </message>
    <message>
        <source>value dimension</source>
        <translation>dimension de valeur</translation>
    </message>
    <message>
        <source>Multiply-adds so far: %1 with the cache, %2 recomputing every step (%3×).</source>
        <translation>Multiplications-additions jusqu’ici&#xa0;:&#xa0;%1 avec le cache,&#xa0;%2 en recalculant à chaque pas (%3×).</translation>
    </message>
    <message>
        <source>The prompt fills the model&apos;s context: nothing more can be written</source>
        <translation>L’amorce remplit le contexte du modèle&#xa0;: plus rien ne peut être écrit</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2: the agreement head</source>
        <translation>Attention, couche&#xa0;%1 tête&#xa0;%2&#xa0;: la tête d’accord</translation>
    </message>
    <message>
        <source>Attention, layer %1 head %2: the induction head</source>
        <translation>Attention, couche&#xa0;%1 tête&#xa0;%2&#xa0;: la tête d’induction</translation>
    </message>
    <message>
        <source>; %1 key/value heads, each shared by %2 query heads</source>
        <translation>&#xa0;; %1 têtes clé/valeur, chacune partagée par %2 têtes de requête</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 layers × %4 heads, d_model %5, %6 tokens in its vocabulary, context %7%8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)&#xa0;: %3 couches × %4 têtes, d_model %5, %6 jetons dans son vocabulaire, contexte %7%8</translation>
    </message>
    <message>
        <source>The text the model continues, read by its own tokenizer.</source>
        <translation>Le texte que le modèle continue, lu par son propre tokeniseur.</translation>
    </message>
</context>
<context>
    <name>attention::HeadsView</name>
    <message>
        <source>Use multi-head attention</source>
        <translation>Utiliser l’attention multi-têtes</translation>
    </message>
    <message>
        <source>Switch the lesson&apos;s score function to multi-head attention (undo brings the old one back).</source>
        <translation>Passer la fonction de score de la leçon à l’attention multi-têtes (Annuler ramène l’ancienne).</translation>
    </message>
    <message>
        <source>This lesson has one attention head. Multi-head attention runs several side by side, each with its own projections: switch to it to see one map per head.</source>
        <translation>Cette leçon a une seule tête d’attention. L’attention multi-têtes en fait tourner plusieurs côte à côte, chacune avec ses projections&#xa0;: passez-y pour voir une carte par tête.</translation>
    </message>
    <message numerus="yes">
        <source>Computing the weights of %n head(s)…</source>
        <translation>
            <numerusform>Calcul des poids de&#xa0;%n tête…</numerusform>
            <numerusform>Calcul des poids de&#xa0;%n têtes…</numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2 heads and the mean of all; click a head to show it as the main alignment map.</source>
        <translation>Les&#xa0;%1 premières des&#xa0;%2 têtes et la moyenne de toutes&#xa0;; cliquez sur une tête pour l’afficher comme carte d’alignement principale.</translation>
    </message>
    <message>
        <source>Click a head to show it as the main alignment map.</source>
        <translation>Cliquez sur une tête pour l’afficher comme carte d’alignement principale.</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Tête&#xa0;%1</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source> (shown)</source>
        <translation> (affichée)</translation>
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
        <translation>Taille du dessin</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Taille de l’image</translation>
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
        <translation>Pixels PNG par pixel logique&#xa0;: 2 donne des diapositives nettes&#xa0;; SVG et PDF sont vectoriels.</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Hauteur</translation>
    </message>
    <message>
        <source>PNG &amp;scale</source>
        <translation>É&amp;chelle PNG</translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingPanel</name>
    <message>
        <source>Induction</source>
        <translation>Induction</translation>
    </message>
    <message>
        <source>Grammar</source>
        <translation>Grammaire</translation>
    </message>
    <message>
        <source>What the new model learns: to continue a repeated run of letters, or to write sentences whose verb agrees with its subject.</source>
        <translation>Ce qu’apprend le nouveau modèle&#xa0;: continuer une suite de lettres répétée, ou écrire des phrases dont le verbe s’accorde avec son sujet.</translation>
    </message>
    <message>
        <source>Trai&amp;n</source>
        <translation>Entraîne&amp;r</translation>
    </message>
    <message>
        <source>Train a new model here, in the background: the maps show its heads as they learn.</source>
        <translation>Entraîner un nouveau modèle ici, en arrière-plan&#xa0;: les cartes montrent ses têtes pendant qu’elles apprennent.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back to an untrained model of the chosen task.</source>
        <translation>Revenir à un modèle non entraîné de la tâche choisie.</translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation>%v pas sur&#xa0;%m</translation>
    </message>
    <message>
        <source>Tas&amp;k</source>
        <translation>Tâ&amp;che</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>pas d’entraînement</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>grammatical sentences</source>
        <translation>phrases grammaticales</translation>
    </message>
    <message>
        <source>copied letters</source>
        <translation>lettres copiées</translation>
    </message>
    <message>
        <source>agreement head on the subject</source>
        <translation>tête d’accord sur le sujet</translation>
    </message>
    <message>
        <source>induction head on its target</source>
        <translation>tête d’induction sur sa cible</translation>
    </message>
    <message>
        <source>Training to write sentences, step %1</source>
        <translation>Entraînement à écrire des phrases, pas&#xa0;%1</translation>
    </message>
    <message>
        <source>Training to copy a repeated run, step %1</source>
        <translation>Entraînement à copier une suite répétée, pas&#xa0;%1</translation>
    </message>
    <message>
        <source>Loss %1; %2: %3 %; layer %4 head %5 puts %6 % of its attention where theory says.</source>
        <translation>Perte&#xa0;%1&#xa0;;&#xa0;%2&#xa0;:&#xa0;%3&#xa0;%&#xa0;; la tête&#xa0;%5 de la couche&#xa0;%4 met&#xa0;%6&#xa0;% de son attention là où la théorie l’attend.</translation>
    </message>
    <message>
        <source>What the heads do: %1.</source>
        <translation>Ce que font les têtes&#xa0;:&#xa0;%1.</translation>
    </message>
</context>
<context>
    <name>attention::LanguageTrainingSummary</name>
    <message>
        <source>layer %1 head %2 looks %3 after the earlier occurrence (%4 %)</source>
        <translation>la tête&#xa0;%2 de la couche&#xa0;%1 regarde&#xa0;%3 après l’occurrence précédente (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>layer %1 head %2 reads %3 back (%4 %)</source>
        <translation>la tête&#xa0;%2 de la couche&#xa0;%1 lit&#xa0;%3 en arrière (%4&#xa0;%)</translation>
    </message>
</context>
<context>
    <name>attention::LessonDocument</name>
    <message>
        <source>Edit source sentence</source>
        <translation>Modifier la phrase source</translation>
    </message>
    <message>
        <source>Edit target sentence</source>
        <translation>Modifier la phrase cible</translation>
    </message>
    <message>
        <source>Change colour map</source>
        <translation>Changer les couleurs</translation>
    </message>
</context>
<context>
    <name>attention::LessonFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>Leçon sans titre</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Leçons (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation>Impossible d’ouvrir la leçon</translation>
    </message>
    <message>
        <source>lesson.json</source>
        <translation>lecon.json</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Enregistrer la leçon</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Leçons (*.json)</translation>
    </message>
    <message>
        <source>Cannot save lesson</source>
        <translation>Impossible d’enregistrer la leçon</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Restaurer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Lesson changed on disk</source>
        <translation>Leçon modifiée sur le disque</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it (by another window or program). Saving here would replace those changes.</source>
        <translation>« %1 » a été modifié sur le disque depuis que cette fenêtre l’a ouvert ou enregistré (par une autre fenêtre ou un autre programme). Enregistrer ici remplacerait ces modifications.</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Recharger depuis le disque</translation>
    </message>
</context>
<context>
    <name>attention::LexiconDialog</name>
    <message>
        <source>Lexicon</source>
        <translation>Lexique</translation>
    </message>
    <message>
        <source>One concept a line: English, French, German, Spanish, separated by tabs; several forms of a word separated by |. With lexicon embeddings, the words of one line share a vector.</source>
        <translation>Un concept par ligne&#xa0;: anglais, français, allemand, espagnol, séparés par des tabulations&#xa0;; plusieurs formes d’un mot séparées par |. Avec les plongements du lexique, les mots d’une même ligne partagent un vecteur.</translation>
    </message>
</context>
<context>
    <name>attention::LinesView</name>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
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
        <translation>&amp;Alignement</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>&amp;Pipeline</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;Têtes</translation>
    </message>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Lignes</translation>
    </message>
    <message>
        <source>&amp;Teach</source>
        <translation>&amp;Enseigner</translation>
    </message>
    <message>
        <source>T&amp;rain</source>
        <translation>E&amp;ntraîner</translation>
    </message>
    <message>
        <source>Train a small attention model and watch the alignment emerge.</source>
        <translation>Entraîner un petit modèle d’attention et regarder l’alignement apparaître.</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>A language model writes one token at a time: sampling, causal attention and the KV cache.</source>
        <translation>Un modèle de langue écrit un jeton à la fois&#xa0;: échantillonnage, attention causale et cache KV.</translation>
    </message>
    <message>
        <source>Tools that show each claim of the lesson happening: scaling, arithmetic, decoding, cost.</source>
        <translation>Des outils qui montrent chaque affirmation du cours en action&#xa0;: mise à l’échelle, arithmétique, décodage, coût.</translation>
    </message>
    <message>
        <source>The alignment matrix: which key each query attends to.</source>
        <translation>La matrice d’alignement&#xa0;: quelle clé chaque requête regarde.</translation>
    </message>
    <message>
        <source>Every step from embeddings to context vectors, in order.</source>
        <translation>Chaque étape, des plongements aux vecteurs de contexte, dans l’ordre.</translation>
    </message>
    <message>
        <source>One map per head of multi-head attention.</source>
        <translation>Une carte par tête de l’attention multi-têtes.</translation>
    </message>
    <message>
        <source>Each query linked to each key by a line as strong as its weight.</source>
        <translation>Chaque requête reliée à chaque clé par un trait aussi fort que son poids.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Computing a large lesson in the background; the window stays usable…</source>
        <translation>Calcul d’une grande leçon en arrière-plan&#xa0;; la fenêtre reste utilisable…</translation>
    </message>
    <message>
        <source>More than 30 accents on one letter are cut to 30 (Unicode&apos;s own limit for a character).</source>
        <translation>Plus de 30 accents sur une lettre sont ramenés à 30 (la limite d’Unicode pour un caractère).</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Restaurer les modifications non enregistrées&#xa0;?</translation>
    </message>
    <message>
        <source>Attention Explorer did not close properly last time. Restore the unsaved changes to “%1”?</source>
        <translation>Attention Explorer ne s’est pas fermé correctement la dernière fois. Restaurer les modifications non enregistrées de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <source>Lexicon not read</source>
        <translation>Lexique non lu</translation>
    </message>
    <message>
        <source>Score function</source>
        <translation>Fonction de score</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Comme le système (%1)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New lesson</source>
        <translation>&amp;Nouvelle leçon</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>E&amp;xemples</translation>
    </message>
    <message>
        <source>&amp;Import attention from a model…</source>
        <translation>&amp;Importer l’attention d’un modèle…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export view as image…</source>
        <translation>Exporter la &amp;vue en image…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;matrix</source>
        <translation>Exporter la &amp;matrice</translation>
    </message>
    <message>
        <source>&amp;Weights (CSV, JSON or NPY)…</source>
        <translation>&amp;Poids (CSV, JSON ou NPY)…</translation>
    </message>
    <message>
        <source>&amp;Scores…</source>
        <translation>&amp;Scores…</translation>
    </message>
    <message>
        <source>Weights of every &amp;head…</source>
        <translation>Poids de chaque &amp;tête…</translation>
    </message>
    <message>
        <source>&amp;Context vectors…</source>
        <translation>Vecteurs de &amp;contexte…</translation>
    </message>
    <message>
        <source>&amp;Queries Q…</source>
        <translation>Re&amp;quêtes Q…</translation>
    </message>
    <message>
        <source>&amp;Keys K…</source>
        <translation>&amp;Clés K…</translation>
    </message>
    <message>
        <source>&amp;Values V…</source>
        <translation>&amp;Valeurs V…</translation>
    </message>
    <message>
        <source>Export the row&apos;s &amp;bar chart…</source>
        <translation>Exporter le &amp;diagramme en barres de la ligne…</translation>
    </message>
    <message>
        <source>&amp;Copy view as image</source>
        <translation>Co&amp;pier la vue en image</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
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
        <translation>Modifier le &amp;lexique…</translation>
    </message>
    <message>
        <source>Lexicon not saved</source>
        <translation>Lexique non enregistré</translation>
    </message>
    <message>
        <source>The edited lexicon is used now but could not be saved for next time: %1</source>
        <translation>Le lexique modifié est utilisé maintenant mais n’a pas pu être enregistré pour la prochaine fois&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>Reset to the &amp;default lesson</source>
        <translation>Revenir à la leçon par &amp;défaut</translation>
    </message>
    <message>
        <source>Reset lesson</source>
        <translation>Réinitialiser la leçon</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texte plus &amp;grand</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Texte plus &amp;petit</translation>
    </message>
    <message>
        <source>&amp;Projector text (20 pt)</source>
        <translation>Texte pour &amp;projecteur (20 pt)</translation>
    </message>
    <message>
        <source>&amp;Normal text</source>
        <translation>Texte &amp;normal</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen, large text, a crosshair on the hovered cell. F9 hides the lesson panel; F5 again to leave.</source>
        <translation>Plein écran, texte grand, un réticule sur la cellule survolée. F9 masque le panneau de la leçon ; F5 à nouveau pour quitter.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Attention Explorer</source>
        <translation>À &amp;propos d’Attention Explorer</translation>
    </message>
    <message>
        <source>About Attention Explorer</source>
        <translation>À propos d’Attention Explorer</translation>
    </message>
    <message>
        <source>Alignment map: arrow keys move a cell cursor, Enter shows its row&apos;s distribution.</source>
        <translation>Carte d’alignement&#xa0;: les flèches déplacent un curseur de cellule, Entrée montre la distribution de sa ligne.</translation>
    </message>
    <message>
        <source>Generate tab: Alt+S writes one token, Alt+Y plays or pauses.</source>
        <translation>Onglet Générer&#xa0;: Alt+S écrit un jeton, Alt+U lance ou met en pause.</translation>
    </message>
    <message>
        <source>Alt + the underlined letter of a tab or a label goes there.</source>
        <translation>Alt + la lettre soulignée d’un onglet ou d’une étiquette y mène.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Attention Explorer %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Shows how the attention of neural networks works: type two sentences and watch the scores, weights and context vectors change; train small models; watch a language model write.&lt;/p&gt;&lt;p&gt;Qt %2 · products on this CPU: the %3 kernel&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Attention Explorer&#xa0;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Montre comment fonctionne l’attention des réseaux de neurones&#xa0;: tapez deux phrases et regardez changer les scores, les poids et les vecteurs de contexte&#xa0;; entraînez de petits modèles&#xa0;; regardez un modèle de langue écrire.&lt;/p&gt;&lt;p&gt;Qt&#xa0;%2 · produits sur ce processeur&#xa0;: le noyau&#xa0;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(development build)</source>
        <translation>(version de développement)</translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation>Modèle entraîné&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>Use the trained model</source>
        <translation>Utiliser le modèle entraîné</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys, d_model %3</source>
        <translation>%1 requêtes ×&#xa0;%2 clés, d_model&#xa0;%3</translation>
    </message>
    <message>
        <source>L&amp;esson panel</source>
        <translation>Panneau de la l&amp;eçon</translation>
    </message>
    <message>
        <source>&lt;p&gt;OpenBLAS kernels: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noyaux d’OpenBLAS&#xa0;: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys (imported attention)</source>
        <translation>%1 requêtes ×&#xa0;%2 clés (attention importée)</translation>
    </message>
    <message>
        <source>Open a &amp;model folder…</source>
        <translation>Ouvrir un dossier de &amp;modèle…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys: %3</source>
        <translation>%1 requêtes × %2 clés : %3</translation>
    </message>
    <message>
        <source>Unsaved changes not kept</source>
        <translation>Modifications non conservées</translation>
    </message>
    <message>
        <source>Unsaved changes cannot be kept for recovery after a crash: %1. Save the lesson to keep them.</source>
        <translation>Les modifications non enregistrées ne peuvent pas être conservées pour une récupération après un plantage : %1. Enregistrez la leçon pour les garder.</translation>
    </message>
    <message>
        <source>Generate writes a token, Step-through decoding shows the next step, Train trains one.</source>
        <translation>Générer écrit un jeton, le décodage pas à pas montre le pas suivant, Entraîner en entraîne un.</translation>
    </message>
    <message>
        <source>P&amp;revious step</source>
        <translation>Étape p&amp;récédente</translation>
    </message>
    <message>
        <source>&amp;Blank the screen</source>
        <translation>Écran n&amp;oir</translation>
    </message>
    <message>
        <source>A black screen until the next key or click, as presentation software does.</source>
        <translation>Un écran noir jusqu’à la prochaine touche ou le prochain clic, comme le font les logiciels de présentation.</translation>
    </message>
    <message>
        <source>Ne&amp;xt step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
</context>
<context>
    <name>attention::ModelOpener</name>
    <message>
        <source>Cannot open the model</source>
        <translation>Impossible d’ouvrir le modèle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source> Attention </source>
        <translation> Attention </translation>
    </message>
    <message>
        <source>Cross (decoder to source)</source>
        <translation>Croisée (décodeur vers source)</translation>
    </message>
    <message>
        <source>Encoder (source to source)</source>
        <translation>Encodeur (source vers source)</translation>
    </message>
    <message>
        <source>Decoder (target to target)</source>
        <translation>Décodeur (cible vers cible)</translation>
    </message>
    <message>
        <source>Which attention of the translation model the views show.</source>
        <translation>Quelle attention du modèle de traduction les vues montrent.</translation>
    </message>
    <message>
        <source> Layer </source>
        <translation> Couche </translation>
    </message>
    <message>
        <source>Which layer of the model the views show; the Heads tab shows its heads.</source>
        <translation>Quelle couche du modèle les vues montrent ; l’onglet Têtes montre ses têtes.</translation>
    </message>
    <message>
        <source>Leave the model</source>
        <translation>Quitter le modèle</translation>
    </message>
    <message>
        <source>Show layer %1</source>
        <translation>Montrer la couche %1</translation>
    </message>
    <message>
        <source>Show the %1 attention</source>
        <translation>Montrer l’attention %1</translation>
    </message>
    <message>
        <source>Opening the model %1…</source>
        <translation>Ouverture du modèle %1…</translation>
    </message>
    <message>
        <source>Open a model folder (config.json, model.safetensors, tokenizer)</source>
        <translation>Ouvrir un dossier de modèle (config.json, model.safetensors, tokeniseur)</translation>
    </message>
    <message>
        <source>Open the model %1</source>
        <translation>Ouvrir le modèle %1</translation>
    </message>
    <message>
        <source>  Model: %1 (%2, %3 layers × %4 heads, d_model %5)  </source>
        <translation>  Modèle : %1 (%2, %3 couches × %4 têtes, d_model %5)  </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur&#xa0;%2</translation>
    </message>
</context>
<context>
    <name>attention::NextTokenCharts</name>
    <message>
        <source>“%1”: %2 after the filters (the model: %3)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2 après les filtres (le modèle&#xa0;: %3)</translation>
    </message>
    <message>
        <source>“%1”: removed by the filters (the model: %2)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: retiré par les filtres (le modèle&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Next: top %1 of %2 after “%3”</source>
        <translation>Suivant&#xa0;: les&#xa0;%1 premiers sur&#xa0;%2 après «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Wrote “%4”: top %1 of %2 after “%3”</source>
        <translation>A écrit «&#xa0;%4&#xa0;»&#xa0;: les&#xa0;%1 premiers sur&#xa0;%2 après «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Greedy: Step writes “%1”, the most likely</source>
        <translation>Glouton&#xa0;: un pas écrit «&#xa0;%1&#xa0;», le plus probable</translation>
    </message>
    <message>
        <source>Greedy wrote “%1”, the most likely</source>
        <translation>Glouton a écrit «&#xa0;%1&#xa0;», le plus probable</translation>
    </message>
    <message>
        <source>Filtered: %1 kept; Step draws one</source>
        <translation>Filtré&#xa0;:&#xa0;%1 gardés&#xa0;; Un pas en tire un</translation>
    </message>
    <message>
        <source>Filtered: %1 kept, drew “%2”</source>
        <translation>Filtré&#xa0;:&#xa0;%1 gardés, tiré «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>top-p %1</source>
        <translation>top-p&#xa0;%1</translation>
    </message>
</context>
<context>
    <name>attention::PipelineView</name>
    <message>
        <source>Imported attention holds the weights only: there is no pipeline to show.</source>
        <translation>Une attention importée ne contient que les poids&#xa0;: il n’y a pas de pipeline à montrer.</translation>
    </message>
    <message>
        <source>The model&apos;s attention weights are shown on the Alignment, Heads and Lines tabs; its Q, K and V are not drawn here yet.</source>
        <translation>Les poids d’attention du modèle sont montrés dans les onglets Alignement, Têtes et Lignes ; ses Q, K et V ne sont pas encore dessinés ici.</translation>
    </message>
</context>
<context>
    <name>attention::ResultPresentation</name>
    <message>
        <source>, head %1 of %2</source>
        <translation>, tête&#xa0;%1 sur&#xa0;%2</translation>
    </message>
    <message>
        <source>, mean of %1 heads</source>
        <translation>, moyenne de&#xa0;%1 têtes</translation>
    </message>
    <message>
        <source>Imported attention weights (%1%2)</source>
        <translation>Poids d’attention importés (%1%2)</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>poids d’attention</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>scores</translation>
    </message>
    <message>
        <source>scores / temperature</source>
        <translation>scores / température</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>requête&#xa0;%1 «&#xa0;%2&#xa0;» → clé&#xa0;%3 «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>blocked by the mask: weight 0, the key is not seen</source>
        <translation>bloquée par le masque&#xa0;: poids 0, la clé n’est pas vue</translation>
    </message>
    <message>
        <source>weight: %1</source>
        <translation>poids&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête&#xa0;%1</translation>
    </message>
    <message>
        <source>raw score q·k: %1</source>
        <translation>score brut q·k&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>scaled score (÷√%1): %2</source>
        <translation>score mis à l’échelle (÷√%1)&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>÷ temperature %1: %2</source>
        <translation>÷ température&#xa0;%1&#xa0;:&#xa0;%2</translation>
    </message>
    <message>
        <source>raw score: %1</source>
        <translation>score brut&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>scaled score: %1</source>
        <translation>score mis à l’échelle&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <comment>score function, matrix, (mode, heads)</comment>
        <translation>%2 —&#xa0;%1 (%3%4)</translation>
    </message>
    <message>
        <source>cross attention</source>
        <translation>attention croisée</translation>
    </message>
    <message>
        <source>decoder self attention</source>
        <translation>auto-attention du décodeur</translation>
    </message>
    <message>
        <source>causal self attention</source>
        <translation>auto-attention causale</translation>
    </message>
    <message>
        <source>self attention</source>
        <translation>auto-attention</translation>
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
        <translation>Variance de q·k</translation>
    </message>
    <message>
        <source>Softmax entropy (nats)</source>
        <translation>Entropie de la softmax (nats)</translation>
    </message>
    <message>
        <source>Largest weight of a row</source>
        <translation>Plus grand poids d’une ligne</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>ici&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>q·k</source>
        <translation>q·k</translation>
    </message>
    <message>
        <source>without scaling</source>
        <translation>sans mise à l’échelle</translation>
    </message>
    <message>
        <source>scaled by √d_k</source>
        <translation>divisé par √d_k</translation>
    </message>
    <message>
        <source>q·k / √d_k</source>
        <translation>q·k / √d_k</translation>
    </message>
    <message>
        <source>d_k (unit-variance q and k)</source>
        <translation>d_k (q et k de variance unité)</translation>
    </message>
    <message>
        <source>Why divide by √d_k? The same sentences at growing d_k: the raw dot products spread out, so without scaling the softmax collapses to one key (entropy falls to 0, the largest weight rises to 1). Dividing by √d_k keeps them comparable. Measured on the lesson&apos;s sentences with random queries and keys, as an untrained network has them (the case the scaling is for), averaged over 4 draws.</source>
        <translation>Pourquoi diviser par √d_k&#xa0;? Les mêmes phrases avec un d_k croissant&#xa0;: les produits scalaires bruts s’étalent, si bien que sans mise à l’échelle la softmax s’effondre sur une seule clé (l’entropie tombe à 0, le plus grand poids monte à 1). Diviser par √d_k les garde comparables. Mesuré sur les phrases de la leçon avec des requêtes et des clés aléatoires, comme les a un réseau non entraîné (le cas pour lequel la mise à l’échelle existe), en moyenne sur 4 tirages.</translation>
    </message>
    <message>
        <source>Divided by √d_k, the variance stays flat. With q and k of unit variance, q·k has variance d_k (the grey line); the embeddings plus the positional encoding spread them more, so the measured line lies above it.</source>
        <translation>Divisée par √d_k, la variance reste plate. Avec q et k de variance unité, q·k a la variance d_k (la ligne grise)&#xa0;; les plongements plus l’encodage positionnel les étalent davantage, si bien que la ligne mesurée passe au-dessus.</translation>
    </message>
</context>
<context>
    <name>attention::TeachingView</name>
    <message>
        <source>Why √d_k</source>
        <translation>Pourquoi √d_k</translation>
    </message>
    <message>
        <source>Worked arithmetic</source>
        <translation>Arithmétique détaillée</translation>
    </message>
    <message>
        <source>Step-through decoding</source>
        <translation>Décodage pas à pas</translation>
    </message>
    <message>
        <source>Without vs with attention</source>
        <translation>Sans ou avec attention</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Explain?</source>
        <translation>Explication&#xa0;?</translation>
    </message>
    <message>
        <source>Watch the unscaled softmax collapse as the vectors get longer.</source>
        <translation>Regardez la softmax non mise à l’échelle s’effondrer quand les vecteurs s’allongent.</translation>
    </message>
    <message>
        <source>Every number between a query, a key and their weight, for the cell you clicked.</source>
        <translation>Chaque nombre entre une requête, une clé et leur poids, pour la cellule cliquée.</translation>
    </message>
    <message>
        <source>Play the decoder one target word at a time.</source>
        <translation>Faire jouer le décodeur un mot cible à la fois.</translation>
    </message>
    <message>
        <source>One fixed context vector against one per step.</source>
        <translation>Un vecteur de contexte fixe contre un par pas.</translation>
    </message>
    <message>
        <source>Two configurations side by side, and their difference.</source>
        <translation>Deux configurations côte à côte, et leur différence.</translation>
    </message>
    <message>
        <source>Operations, memory and measured time: attention is quadratic.</source>
        <translation>Opérations, mémoire et temps mesuré&#xa0;: l’attention est quadratique.</translation>
    </message>
    <message>
        <source>Is attention an explanation? The weights beside what each key really does to the output.</source>
        <translation>L’attention est-elle une explication&#xa0;? Les poids à côté de ce que chaque clé fait vraiment à la sortie.</translation>
    </message>
</context>
<context>
    <name>attention::TokenListLabel</name>
    <message>
        <source>Copy the tokens</source>
        <translation>Copier les jetons</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::TrainView</name>
    <message>
        <source>Reverse</source>
        <translation>Inverser</translation>
    </message>
    <message>
        <source>Reverse a sequence: 3 1 4 → 4 1 3</source>
        <translation>Inverser une séquence&#xa0;: 3 1 4 → 4 1 3</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Normalise dates: 3 March 2021 → 2021-03-03</source>
        <translation>Normaliser des dates&#xa0;: 3 March 2021 → 2021-03-03</translation>
    </message>
    <message>
        <source>Translate words</source>
        <translation>Traduire des mots</translation>
    </message>
    <message>
        <source>Translate word by word, English → French, from the lexicon</source>
        <translation>Traduire mot à mot, de l’anglais au français, d’après le lexique</translation>
    </message>
    <message>
        <source>Translate phrases</source>
        <translation>Traduire des groupes</translation>
    </message>
    <message>
        <source>Translate phrases, the adjective moves: the red cars → les voitures rouges</source>
        <translation>Traduire des groupes nominaux, l’adjectif se déplace&#xa0;: the red cars → les voitures rouges</translation>
    </message>
    <message>
        <source>A task whose true alignment is known, so we can score how well attention finds it.</source>
        <translation>Une tâche dont le vrai alignement est connu, pour noter à quel point l’attention le trouve.</translation>
    </message>
    <message>
        <source>The score function the model learns with.</source>
        <translation>La fonction de score avec laquelle le modèle apprend.</translation>
    </message>
    <message>
        <source>How big a step Adam takes: too small learns slowly, too large jumps about.</source>
        <translation>La taille du pas d’Adam&#xa0;: trop petit, il apprend lentement&#xa0;; trop grand, il saute dans tous les sens.</translation>
    </message>
    <message>
        <source>Training steps between two redraws: slow it down to watch the alignment form.</source>
        <translation>Pas d’entraînement entre deux affichages&#xa0;: ralentissez pour voir l’alignement se former.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Un pas</translation>
    </message>
    <message>
        <source>Train a single step (one batch, one update of every weight) and show it.</source>
        <translation>Faire un seul pas d’entraînement (un lot, une mise à jour de chaque poids) et le montrer.</translation>
    </message>
    <message>
        <source>Replay: the attention as it was at each redraw of this training.</source>
        <translation>Revoir&#xa0;: l’attention telle qu’elle était à chaque affichage de cet entraînement.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Use in the lesson</source>
        <translation>Utiliser dans la leçon</translation>
    </message>
    <message>
        <source>The lesson keeps the trained weights (and saves them in its file): type a new source and every tab shows what the trained model does with it.</source>
        <translation>La leçon garde les poids entraînés (et les enregistre dans son fichier)&#xa0;: tapez une nouvelle source et chaque onglet montre ce qu’en fait le modèle entraîné.</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Apprentissage</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step %1. Loss %2. Right tokens: %3&#xa0;%. Attention on the true source: %4&#xa0;%.</source>
        <translation>Pas&#xa0;%1. Perte&#xa0;%L2. Jetons justes&#xa0;:&#xa0;%L3&#xa0;%. Attention sur la vraie source&#xa0;:&#xa0;%L4&#xa0;%.</translation>
    </message>
    <message>
        <source>Training until attention finds the true source for %1&#xa0;% of the words; then the lesson uses this model.</source>
        <translation>Entraînement jusqu’à ce que l’attention trouve la vraie source pour&#xa0;%1&#xa0;% des mots&#xa0;; la leçon utilise ensuite ce modèle.</translation>
    </message>
</context>
<context>
    <name>attention::TrainingPlots</name>
    <message>
        <source>Held-out loss and accuracy</source>
        <translation>Perte et exactitude (test)</translation>
    </message>
    <message>
        <source>training steps</source>
        <translation>pas d’entraînement</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>exactitude</translation>
    </message>
    <message>
        <source>token accuracy</source>
        <translation>jetons justes</translation>
    </message>
    <message>
        <source>alignment accuracy</source>
        <translation>alignement juste</translation>
    </message>
    <message>
        <source>output</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>A held-out example after %1 steps</source>
        <translation>Un exemple de test après&#xa0;%1 pas</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>pas&#xa0;%1</translation>
    </message>
</context>
<context>
    <name>attention::ViewExporter</name>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Export the Generate tab</source>
        <translation>Exporter l’onglet Générer</translation>
    </message>
    <message>
        <source>generation.png</source>
        <translation>generation.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Attention map as CSV (*.csv);;Attention map as JSON (*.json);;Attention map as NumPy array (*.npy)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf);;Carte d’attention en CSV (*.csv);;Carte d’attention en JSON (*.json);;Carte d’attention en tableau NumPy (*.npy)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Export the %1 tab</source>
        <translation>Exporter l’onglet&#xa0;%1</translation>
    </message>
    <message>
        <source>teach.png</source>
        <translation>enseigner.png</translation>
    </message>
    <message>
        <source>training.png</source>
        <translation>entrainement.png</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <source>attention.png</source>
        <translation>attention.png</translation>
    </message>
    <message>
        <source>The Generate tab is on the clipboard</source>
        <translation>L’onglet Générer est dans le presse-papiers</translation>
    </message>
    <message>
        <source>The %1 tab is on the clipboard</source>
        <translation>L’onglet&#xa0;%1 est dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>Échec de la copie</translation>
    </message>
    <message>
        <source>The view is on the clipboard (%1 × %2 pixels)</source>
        <translation>La vue est dans le presse-papiers (%1 ×&#xa0;%2 pixels)</translation>
    </message>
    <message>
        <source>Export matrix</source>
        <translation>Exporter la matrice</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)</source>
        <translation>Tableau CSV (*.csv);;JSON (*.json);;Tableau NumPy (*.npy)</translation>
    </message>
    <message>
        <source>Export bar chart</source>
        <translation>Exporter le diagramme en barres</translation>
    </message>
    <message>
        <source>distribution.png</source>
        <translation>distribution.png</translation>
    </message>
</context>
<context>
    <name>attention::WorkedArithmeticPanel</name>
    <message>
        <source>The query: whose attention is worked out.</source>
        <translation>La requête dont l’attention est détaillée.</translation>
    </message>
    <message>
        <source>The key it attends to.</source>
        <translation>La clé qu’elle regarde.</translation>
    </message>
    <message>
        <source>Every term</source>
        <translation>Tous les termes</translation>
    </message>
    <message>
        <source>Show all the terms of the score and of the context vector, not the first %1.</source>
        <translation>Montrer tous les termes du score et du vecteur de contexte, pas seulement les&#xa0;%1 premiers.</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Requête</translation>
    </message>
    <message>
        <source>&amp;Key</source>
        <translation>&amp;Clé</translation>
    </message>
    <message>
        <source>Nothing to show: the lesson cannot be computed.</source>
        <translation>Rien à montrer&#xa0;: la leçon ne peut pas être calculée.</translation>
    </message>
    <message>
        <source>Click a cell of the alignment map, or pick a query and a key above, to see its arithmetic. (%1)</source>
        <translation>Cliquez sur une cellule de la carte d’alignement, ou choisissez une requête et une clé ci-dessus, pour voir son arithmétique. (%1)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How “%1” attends to “%2”&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Comment «&#xa0;%1&#xa0;» regarde «&#xa0;%2&#xa0;»&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Head %1 of %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tête&#xa0;%1 sur&#xa0;%2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This key is &lt;b&gt;blocked by the mask&lt;/b&gt;: its score is replaced by −∞, so exp gives 0 and its weight is 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cette clé est &lt;b&gt;bloquée par le masque&lt;/b&gt;&#xa0;: son score est remplacé par −∞, exp donne donc 0 et son poids est 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=4&gt;… and %1 more terms (tick &lt;i&gt;Every term&lt;/i&gt;)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=4&gt;… et&#xa0;%1 termes de plus (cochez &lt;i&gt;Tous les termes&lt;/i&gt;)&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;/table&gt;&lt;p&gt;Sum of the %1 terms%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;/table&gt;&lt;p&gt;Somme des&#xa0;%1 termes%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source> + b</source>
        <translation> + b</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>Mise à l’échelle</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 × 1/√%2 = %1 × %3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 × 1/√%2 =&#xa0;%1 ×&#xa0;%3 = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 /&#xa0;%2 = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Softmax over the row</source>
        <translation>Softmax sur la ligne</translation>
    </message>
    <message>
        <source>&lt;p&gt;The row&apos;s largest value is %1; subtracting it keeps exp finite.&lt;/p&gt;&lt;p&gt;exp(%2 − %1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Sum of exp over the row&apos;s open keys = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;La plus grande valeur de la ligne est&#xa0;%1&#xa0;; la soustraire garde exp fini.&lt;/p&gt;&lt;p&gt;exp(%2 −&#xa0;%1) = &lt;b&gt;%3&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Somme des exp sur les clés ouvertes de la ligne = &lt;b&gt;%4&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 / %2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 /&#xa0;%2 = &lt;b style=&apos;font-size:large&apos;&gt;%3&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Context vector of “%1”: c = Σ wⱼ vⱼ</source>
        <translation>Vecteur de contexte de «&#xa0;%1&#xa0;»&#xa0;: c = Σ wⱼ vⱼ</translation>
    </message>
    <message>
        <source>&lt;p&gt;This head&apos;s part of V (dimensions %1 to %2), before the output projection Wₒ.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La part de V de cette tête (dimensions&#xa0;%1 à&#xa0;%2), avant la projection de sortie Wₒ.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;c&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;Σ w v =&lt;/td&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;… and %1 more dimensions (tick &lt;i&gt;Every term&lt;/i&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;… et&#xa0;%1 dimensions de plus (cochez &lt;i&gt;Tous les termes&lt;/i&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;For example c&lt;sub&gt;0&lt;/sub&gt; = %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Par exemple c&lt;sub&gt;0&lt;/sub&gt; =&#xa0;%1.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attention::cli::CommandText</name>
    <message>
        <source>this needs more memory than the computer has: ask for something smaller</source>
        <translation>il faut plus de mémoire que l’ordinateur n’en a&#xa0;: demandez quelque chose de plus petit</translation>
    </message>
    <message>
        <source>Computes one reference case with the attention core.</source>
        <translation>Calcule un cas de référence avec le cœur d’attention.</translation>
    </message>
    <message>
        <source>The case file (JSON).</source>
        <translation>Le fichier du cas (JSON).</translation>
    </message>
    <message>
        <source>Write the result here.</source>
        <translation>Écrire le résultat ici.</translation>
    </message>
    <message>
        <source>give exactly one case file: attention-explorer compute CASE.json [-o OUT.json]</source>
        <translation>donnez exactement un fichier de cas&#xa0;: attention-explorer compute CAS.json [-o SORTIE.json]</translation>
    </message>
    <message>
        <source>Writes a view of a lesson as an image (png, svg, pdf) or its matrices (csv, json, npy), chosen by the output file&apos;s suffix. Without LESSON the default lesson is used; the options below change it.</source>
        <translation>Écrit une vue d’une leçon en image (png, svg, pdf) ou ses matrices (csv, json, npy), selon l’extension du fichier de sortie. Sans LEÇON, la leçon par défaut est utilisée&#xa0;; les options ci-dessous la modifient.</translation>
    </message>
    <message>
        <source>A lesson file (optional).</source>
        <translation>Un fichier de leçon (facultatif).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Le fichier à écrire.</translation>
    </message>
    <message>
        <source>weights (default), scores, context, q, k, v, heads, pipeline, lines or distribution; rollout, flow, value-norm, leave-one-out, gradient-input or swap (what attention explains; the last two for a lesson with a trained model); or a panel of the Teach tab: scaling, worked, decoding, contexts, compare, cost or explain.</source>
        <translation>weights (par défaut), scores, context, q, k, v, heads, pipeline, lines ou distribution&#xa0;; rollout, flow, value-norm, leave-one-out, gradient-input ou swap (ce qu’explique l’attention&#xa0;; les deux derniers pour une leçon avec un modèle entraîné)&#xa0;; ou un panneau de l’onglet Enseigner&#xa0;: scaling, worked, decoding, contexts, compare, cost ou explain.</translation>
    </message>
    <message>
        <source>Image width in logical pixels.</source>
        <translation>Largeur de l’image en pixels logiques.</translation>
    </message>
    <message>
        <source>Image height in logical pixels.</source>
        <translation>Hauteur de l’image en pixels logiques.</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel (default 2).</source>
        <translation>Pixels PNG par pixel logique (2 par défaut).</translation>
    </message>
    <message>
        <source>Show one head (1-based) instead of the mean.</source>
        <translation>Montrer une tête (numérotée à partir de 1) au lieu de la moyenne.</translation>
    </message>
    <message>
        <source>With --view distribution: the query (1-based) whose weights to chart; with --view worked: the query whose arithmetic to work.</source>
        <translation>Avec --view distribution&#xa0;: la requête (à partir de 1) dont tracer les poids&#xa0;; avec --view worked&#xa0;: la requête dont détailler l’arithmétique.</translation>
    </message>
    <message>
        <source>With --view worked: the key (1-based).</source>
        <translation>Avec --view worked&#xa0;: la clé (à partir de 1).</translation>
    </message>
    <message>
        <source>The source sentence.</source>
        <translation>La phrase source.</translation>
    </message>
    <message>
        <source>The target sentence.</source>
        <translation>La phrase cible.</translation>
    </message>
    <message>
        <source>cross, self_source or self_target.</source>
        <translation>cross, self_source ou self_target.</translation>
    </message>
    <message>
        <source>dot, scaled_dot, general, additive or multihead.</source>
        <translation>dot, scaled_dot, general, additive ou multihead.</translation>
    </message>
    <message>
        <source>Embedding size.</source>
        <translation>Taille des plongements.</translation>
    </message>
    <message>
        <source>Number of heads (multihead).</source>
        <translation>Nombre de têtes (multihead).</translation>
    </message>
    <message>
        <source>Attention size (additive).</source>
        <translation>Taille de l’attention (additive).</translation>
    </message>
    <message>
        <source>Softmax temperature.</source>
        <translation>Température de la softmax.</translation>
    </message>
    <message>
        <source>Random seed.</source>
        <translation>Graine aléatoire.</translation>
    </message>
    <message>
        <source>Pad the keys to this length (padding mask).</source>
        <translation>Compléter les clés jusqu’à cette longueur (masque de remplissage).</translation>
    </message>
    <message>
        <source>Apply the causal mask.</source>
        <translation>Appliquer le masque causal.</translation>
    </message>
    <message>
        <source>Add positional encoding (the default).</source>
        <translation>Ajouter l’encodage positionnel (par défaut).</translation>
    </message>
    <message>
        <source>Do not add positional encoding.</source>
        <translation>Ne pas ajouter l’encodage positionnel.</translation>
    </message>
    <message>
        <source>blues, viridis, magma, cividis, greys, contrast or rdbu.</source>
        <translation>blues, viridis, magma, cividis, greys, contrast ou rdbu.</translation>
    </message>
    <message>
        <source>random (default) or lexicon: translations share an embedding.</source>
        <translation>random (par défaut) ou lexicon&#xa0;: les traductions partagent un plongement.</translation>
    </message>
    <message>
        <source>random (default) or identity.</source>
        <translation>random (par défaut) ou identity.</translation>
    </message>
    <message>
        <source>Draw attention from a model instead of a lesson: an NPY file (tokens from FILE.tokens.json beside it) or Hugging Face JSON.</source>
        <translation>Tracer l’attention d’un modèle au lieu d’une leçon&#xa0;: un fichier NPY (jetons dans FICHIER.tokens.json à côté) ou du JSON Hugging Face.</translation>
    </message>
    <message>
        <source>png, svg, pdf, csv, json or npy, when the file&apos;s suffix does not say (-o /dev/stdout).</source>
        <translation>png, svg, pdf, csv, json ou npy, quand l’extension du fichier ne le dit pas (-o /dev/stdout).</translation>
    </message>
    <message>
        <source>Value-weighted attention: α × ‖v‖, each row summing to 1</source>
        <translation>Attention pondérée par les valeurs&#xa0;: α × ‖v‖, chaque ligne de somme 1</translation>
    </message>
    <message>
        <source>How much each key moves the context when left out, each row summing to 1</source>
        <translation>De combien chaque clé déplace le contexte quand on la retire, chaque ligne de somme 1</translation>
    </message>
    <message>
        <source>Gradient × input: how much each source token moves the written token, each row summing to 1</source>
        <translation>Gradient × entrée&#xa0;: de combien chaque jeton source influe sur le jeton écrit, chaque ligne de somme 1</translation>
    </message>
    <message>
        <source>Other attention that writes the same tokens (Jensen-Shannon %1 bits from the learned, on average)</source>
        <translation>Une autre attention qui écrit les mêmes jetons (Jensen-Shannon&#xa0;%1 bits de l’apprise, en moyenne)</translation>
    </message>
    <message>
        <source>written token</source>
        <translation>jeton écrit</translation>
    </message>
    <message>
        <source>source token</source>
        <translation>jeton source</translation>
    </message>
    <message>
        <source>the lesson</source>
        <translation>la leçon</translation>
    </message>
    <message>
        <source>position at the top</source>
        <translation>position au sommet</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>jeton d’entrée</translation>
    </message>
    <message>
        <source>Writes text with a language model (made by train --task induction|grammar --model FILE), one token at a time with its key-value cache.</source>
        <translation>Écrit du texte avec un modèle de langue (créé par train --task induction|grammar --model FICHIER), un jeton à la fois avec son cache clé-valeur.</translation>
    </message>
    <message>
        <source>The language model file (or --task).</source>
        <translation>Le fichier du modèle de langue (ou --task).</translation>
    </message>
    <message>
        <source>induction or grammar: the model bundled with the app for that task.</source>
        <translation>induction ou grammar&#xa0;: le modèle fourni avec l’application pour cette tâche.</translation>
    </message>
    <message>
        <source>The words to continue, separated by spaces.</source>
        <translation>Les mots à continuer, séparés par des espaces.</translation>
    </message>
    <message>
        <source>greedy (default) or sample.</source>
        <translation>greedy (par défaut) ou sample.</translation>
    </message>
    <message>
        <source>sample: divides the logits, above 0 (default 1).</source>
        <translation>sample&#xa0;: divise les logits, supérieure à 0 (1 par défaut).</translation>
    </message>
    <message>
        <source>sample: keep the k most likely tokens, 0 = all (default).</source>
        <translation>sample&#xa0;: garder les k jetons les plus probables, 0 = tous (par défaut).</translation>
    </message>
    <message>
        <source>sample: keep the most likely tokens up to this probability, in (0, 1] (default 1 = all).</source>
        <translation>sample&#xa0;: garder les jetons les plus probables jusqu’à cette probabilité, dans (0, 1] (1 par défaut = tous).</translation>
    </message>
    <message>
        <source>sample: the same seed writes the same text (default 1).</source>
        <translation>sample&#xa0;: la même graine écrit le même texte (1 par défaut).</translation>
    </message>
    <message>
        <source>How many tokens to write (default 20).</source>
        <translation>Combien de jetons écrire (20 par défaut).</translation>
    </message>
    <message>
        <source>Print one JSON object: tokens, text and each step&apos;s token, probability and how many tokens were kept.</source>
        <translation>Afficher un objet JSON&#xa0;: les jetons, le texte et, à chaque pas, le jeton, sa probabilité et le nombre de jetons gardés.</translation>
    </message>
    <message>
        <source>--task must be induction or grammar (the tasks with a bundled model)</source>
        <translation>--task doit valoir induction ou grammar (les tâches qui ont un modèle fourni)</translation>
    </message>
    <message>
        <source>give a model file or --task, not both</source>
        <translation>donnez un fichier de modèle ou --task, pas les deux</translation>
    </message>
    <message>
        <source>give one language model file or --task induction|grammar (generate --help)</source>
        <translation>donnez un fichier de modèle de langue ou --task induction|grammar (generate --help)</translation>
    </message>
    <message>
        <source>--prompt is missing: the words the model continues</source>
        <translation>--prompt manque&#xa0;: les mots que le modèle continue</translation>
    </message>
    <message>
        <source>--strategy must be greedy or sample</source>
        <translation>--strategy doit valoir greedy ou sample</translation>
    </message>
    <message>
        <source>--temperature must be a number above 0</source>
        <translation>--temperature doit être un nombre supérieur à 0</translation>
    </message>
    <message>
        <source>--top-k must be a whole number, 0 or more</source>
        <translation>--top-k doit être un nombre entier, 0 ou plus</translation>
    </message>
    <message>
        <source>--top-p must be a number above 0 and at most 1</source>
        <translation>--top-p doit être un nombre supérieur à 0 et au plus 1</translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation>--seed doit être un nombre entier</translation>
    </message>
    <message>
        <source>--max-new-tokens must be a whole number from 0 to %1</source>
        <translation>--max-new-tokens doit être un nombre entier de 0 à&#xa0;%1</translation>
    </message>
    <message>
        <source>the prompt is empty: give at least one word</source>
        <translation>l’amorce est vide&#xa0;: donnez au moins un mot</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a word this model knows</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un mot que ce modèle connaît</translation>
    </message>
    <message>
        <source>the prompt has %1 words; this model reads at most %2</source>
        <translation>l’amorce a&#xa0;%1 mots&#xa0;; ce modèle en lit au plus&#xa0;%2</translation>
    </message>
    <message>
        <source>Trains a small encoder-decoder with attention on a task whose true alignment is known, and reports how well it aligns.</source>
        <translation>Entraîne un petit encodeur-décodeur avec attention sur une tâche dont le vrai alignement est connu, et indique à quel point il s’aligne.</translation>
    </message>
    <message>
        <source>reverse, dates, translate or phrases (encoder-decoders), or induction or grammar (language models for the Generate tab).</source>
        <translation>reverse, dates, translate ou phrases (encodeurs-décodeurs), ou induction ou grammar (modèles de langue pour l’onglet Générer).</translation>
    </message>
    <message>
        <source>How long to train (default 30).</source>
        <translation>Durée de l’entraînement (30 par défaut).</translation>
    </message>
    <message>
        <source>Stop after this many steps instead (reproducible on any machine).</source>
        <translation>S’arrêter après ce nombre de pas (reproductible sur toute machine).</translation>
    </message>
    <message>
        <source>Random seed (default 7).</source>
        <translation>Graine aléatoire (7 par défaut).</translation>
    </message>
    <message>
        <source>dot, scaled_dot (default; additive for phrases), general or additive.</source>
        <translation>dot, scaled_dot (par défaut&#xa0;; additive pour phrases), general ou additive.</translation>
    </message>
    <message>
        <source>Adam&apos;s learning rate (default 0.01).</source>
        <translation>Taux d’apprentissage d’Adam (0,01 par défaut).</translation>
    </message>
    <message>
        <source>End with one JSON object.</source>
        <translation>Terminer par un objet JSON.</translation>
    </message>
    <message>
        <source>Save the trained model in a lesson file: the window opens it, and export draws it for any source.</source>
        <translation>Enregistrer le modèle entraîné dans un fichier de leçon&#xa0;: la fenêtre l’ouvre, et export le trace pour toute source.</translation>
    </message>
    <message>
        <source>induction or grammar: save the language model (generate and the Generate tab read it).</source>
        <translation>induction ou grammar&#xa0;: enregistrer le modèle de langue (generate et l’onglet Générer le lisent).</translation>
    </message>
    <message>
        <source>reverse, dates, translate or phrases: draw the Train tab&apos;s plots (a held-out example&apos;s attention and the curves) to a PNG, SVG or PDF file.</source>
        <translation>reverse, dates, translate ou phrases&#xa0;: tracer les graphiques de l’onglet Entraîner (l’attention d’un exemple de test et les courbes) dans un fichier PNG, SVG ou PDF.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: train takes only options (train --help lists them)</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»&#xa0;: train ne prend que des options (train --help les liste)</translation>
    </message>
    <message>
        <source>--task must be reverse, dates, translate, phrases, induction or grammar</source>
        <translation>--task doit valoir reverse, dates, translate, phrases, induction ou grammar</translation>
    </message>
    <message>
        <source>--seconds must be a number from 0 to 3600</source>
        <translation>--seconds doit être un nombre de 0 à 3600</translation>
    </message>
    <message>
        <source>--steps must be a whole number from 0 to 10000000</source>
        <translation>--steps doit être un nombre entier de 0 à 10000000</translation>
    </message>
    <message>
        <source>--picture draws the Train tab&apos;s tasks; the Generate tab draws the training of induction and grammar</source>
        <translation>--picture trace les tâches de l’onglet Entraîner&#xa0;; l’onglet Générer trace l’entraînement d’induction et de grammar</translation>
    </message>
    <message>
        <source>--picture needs the window&apos;s drawing code, which this build left out</source>
        <translation>--picture a besoin du code de dessin de la fenêtre, que cette version a laissé de côté</translation>
    </message>
    <message>
        <source>--learning-rate must be above 0 and at most 1</source>
        <translation>--learning-rate doit être supérieur à 0 et au plus 1</translation>
    </message>
    <message>
        <source>--score must be dot, scaled_dot, general or additive</source>
        <translation>--score doit valoir dot, scaled_dot, general ou additive</translation>
    </message>
    <message>
        <source>step %1  %2 s  loss %3  tokens %4 %  alignment %5 %
</source>
        <translation>pas&#xa0;%1 &#xa0;%2 s  perte&#xa0;%3  jetons&#xa0;%4&#xa0;%  alignement&#xa0;%5&#xa0;%
</translation>
    </message>
    <message>
        <source>Trained model: %1</source>
        <translation>Modèle entraîné&#xa0;:&#xa0;%1</translation>
    </message>
    <message>
        <source>step %1  %2 s  loss %3  </source>
        <translation>pas&#xa0;%1 &#xa0;%2 s  perte&#xa0;%3  </translation>
    </message>
    <message>
        <source>grammatical %1 %  agreement head L%2H%3 %4 %
</source>
        <translation>grammaticales&#xa0;%1&#xa0;%  tête d’accord C%2T%3&#xa0;%4&#xa0;%
</translation>
    </message>
    <message>
        <source>copy %1 %  previous-token head L%2H%3 %4 %  induction head L%5H%6 %7 %
</source>
        <translation>copie&#xa0;%1&#xa0;%  tête du jeton précédent C%2T%3&#xa0;%4&#xa0;%  tête d’induction C%5T%6&#xa0;%7&#xa0;%
</translation>
    </message>
    <message numerus="yes">
        <source>Attention rollout through %n layer(s) of %1</source>
        <translation>
            <numerusform>Rollout d’attention à travers&#xa0;%n couche de&#xa0;%1</numerusform>
            <numerusform>Rollout d’attention à travers&#xa0;%n couches de&#xa0;%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attention flow through %n layer(s) of %1</source>
        <translation>
            <numerusform>Flux d’attention à travers&#xa0;%n couche de&#xa0;%1</numerusform>
            <numerusform>Flux d’attention à travers&#xa0;%n couches de&#xa0;%1</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: use compute, export, bench, train, generate, tokenize or translate</source>
        <translation>commande inconnue « %1 » : utilisez compute, export, bench, train, generate, tokenize ou translate</translation>
    </message>
    <message>
        <source>With --import: the layer to show (1-based, default 1). With --model: the layer (default the last), or all with --view heads: every layer&apos;s heads.</source>
        <translation>Avec --import : la couche à montrer (à partir de 1, 1 par défaut). Avec --model : la couche (la dernière par défaut), ou all avec --view heads : les têtes de chaque couche.</translation>
    </message>
    <message>
        <source>Run a Hugging Face model folder (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) on --source (and --target) and draw its attention.</source>
        <translation>Exécute un dossier de modèle Hugging Face (GPT-2, Llama, Qwen2, BERT, DistilBERT, Marian) sur --source (et --target) et dessine son attention.</translation>
    </message>
    <message>
        <source>With --model: encoder, decoder or cross (a translation model&apos;s; default its cross attention, else the model&apos;s own).</source>
        <translation>Avec --model : encoder, decoder ou cross (d’un modèle de traduction ; par défaut son attention croisée, sinon celle du modèle).</translation>
    </message>
    <message>
        <source>%1 is a %2 model, not a language model that writes (GPT-2, Llama, Qwen2)</source>
        <translation>%1 est un modèle %2, pas un modèle de langue qui écrit (GPT-2, Llama, Qwen2)</translation>
    </message>
    <message>
        <source>the prompt has %1 tokens; this model reads at most %2</source>
        <translation>l’amorce a %1 jetons ; ce modèle en lit au plus %2</translation>
    </message>
    <message>
        <source>A Hugging Face decoder&apos;s folder (GPT-2, Llama, Qwen2): the prompt is read by its own tokenizer, and writing stops at its end token.</source>
        <translation>Le dossier d’un décodeur Hugging Face (GPT-2, Llama, Qwen2) : l’amorce est lue par son propre tokeniseur, et l’écriture s’arrête à son jeton de fin.</translation>
    </message>
    <message>
        <source>give one model: a file, --task or --model</source>
        <translation>donnez un seul modèle : un fichier, --task ou --model</translation>
    </message>
    <message>
        <source>Prints the token ids and tokens of a text as the model&apos;s own tokenizer gives them, its special tokens included.</source>
        <translation>Affiche les identifiants et les jetons d’un texte tels que les donne le tokeniseur du modèle, jetons spéciaux compris.</translation>
    </message>
    <message>
        <source>The text.</source>
        <translation>Le texte.</translation>
    </message>
    <message>
        <source>The Hugging Face model folder.</source>
        <translation>Le dossier du modèle Hugging Face.</translation>
    </message>
    <message>
        <source>A translation model: the target side&apos;s tokenizer.</source>
        <translation>Un modèle de traduction : le tokeniseur du côté cible.</translation>
    </message>
    <message>
        <source>Print one JSON object: {&quot;ids&quot;: [...], &quot;tokens&quot;: [...]}.</source>
        <translation>Affiche un objet JSON : {&quot;ids&quot;: [...], &quot;tokens&quot;: [...]}.</translation>
    </message>
    <message>
        <source>give the model folder with --model</source>
        <translation>donnez le dossier du modèle avec --model</translation>
    </message>
    <message>
        <source>give the text as one argument (in quotes)</source>
        <translation>donnez le texte en un seul argument (entre guillemets)</translation>
    </message>
    <message>
        <source>--target: this model has one tokenizer</source>
        <translation>--target : ce modèle n’a qu’un tokeniseur</translation>
    </message>
    <message>
        <source>Translates with a Marian model as Hugging Face&apos;s generate does with the model&apos;s settings, and says how sure it was of each token.</source>
        <translation>Traduit avec un modèle Marian comme le fait le generate de Hugging Face avec les réglages du modèle, et dit à quel point il était sûr de chaque jeton.</translation>
    </message>
    <message>
        <source>The Marian model folder (opus-mt-en-fr, ...).</source>
        <translation>Le dossier du modèle Marian (opus-mt-en-fr, ...).</translation>
    </message>
    <message>
        <source>The text to translate.</source>
        <translation>Le texte à traduire.</translation>
    </message>
    <message>
        <source>Beams of the search, 1 to 5 (default the model&apos;s num_beams; 1 is greedy).</source>
        <translation>Faisceaux de la recherche, de 1 à 5 (par défaut le num_beams du modèle ; 1 est gloutonne).</translation>
    </message>
    <message>
        <source>The layer whose cross attention --json gives (1-based, default the last).</source>
        <translation>La couche dont --json donne l’attention croisée (à partir de 1, la dernière par défaut).</translation>
    </message>
    <message>
        <source>Print one JSON object: ids, tokens and text of the translation, and per written token its probability and cross attention (the mean over heads).</source>
        <translation>Affiche un objet JSON : les identifiants, les jetons et le texte de la traduction, et pour chaque jeton écrit sa probabilité et son attention croisée (la moyenne des têtes).</translation>
    </message>
    <message>
        <source>give the model folder with --model and the text with --source</source>
        <translation>donnez le dossier du modèle avec --model et le texte avec --source</translation>
    </message>
    <message>
        <source>%1 is a %2 model, not a translation model (Marian)</source>
        <translation>%1 est un modèle %2, pas un modèle de traduction (Marian)</translation>
    </message>
    <message>
        <source>--beam must be a whole number from 1 to 5</source>
        <translation>--beam doit être un nombre entier de 1 à 5</translation>
    </message>
    <message>
        <source>--layer must be from 1 to %1</source>
        <translation>--layer doit aller de 1 à %1</translation>
    </message>
    <message>
        <source>QT_SCALE_FACTOR=%1 is no scale a window can be drawn at (%2): it is ignored</source>
        <translation>QT_SCALE_FACTOR=%1 n&apos;est pas une échelle à laquelle une fenêtre peut être dessinée (%2) : il est ignoré</translation>
    </message>
    <message>
        <source>QT_SCALE_FACTOR=%1 is beyond the scales a window can be drawn at (%2): using %3</source>
        <translation>QT_SCALE_FACTOR=%1 dépasse les échelles auxquelles une fenêtre peut être dessinée (%2) : %3 est utilisé</translation>
    </message>
    <message>
        <source>QT_SCREEN_SCALE_FACTORS=%1 holds scales no window can be drawn at (%2): using &quot;%3&quot;</source>
        <translation>QT_SCREEN_SCALE_FACTORS=%1 contient des échelles auxquelles aucune fenêtre ne peut être dessinée (%2) : « %3 » est utilisé</translation>
    </message>
</context>
</TS>
