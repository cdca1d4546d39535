<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>attention::AttentionImporter</name>
    <message numerus="yes">
        <source>No token file was found beside it. The file holds attention over %n token(s): type them, separated by spaces (leave empty to number the positions):</source>
        <translation>
            <numerusform>No token file was found beside it. The file holds attention over %n token: type it (leave empty to number the position):</numerusform>
            <numerusform>No token file was found beside it. The file holds attention over %n tokens: type them, separated by spaces (leave empty to number the positions):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::ControlPanel</name>
    <message numerus="yes">
        <source>The trained model writes %n token(s): </source>
        <translation>
            <numerusform>The trained model writes %n token: </numerusform>
            <numerusform>The trained model writes %n tokens: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s): </source>
        <translation>
            <numerusform>%n token: </numerusform>
            <numerusform>%n tokens: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::HeadsView</name>
    <message numerus="yes">
        <source>Computing the weights of %n head(s)…</source>
        <translation>
            <numerusform>Computing the weights of %n head…</numerusform>
            <numerusform>Computing the weights of %n heads…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::TokenListLabel</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attention::cli::CommandText</name>
    <message numerus="yes">
        <source>Attention rollout through %n layer(s) of %1</source>
        <translation>
            <numerusform>Attention rollout through %n layer of %1</numerusform>
            <numerusform>Attention rollout through %n layers of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attention flow through %n layer(s) of %1</source>
        <translation>
            <numerusform>Attention flow through %n layer of %1</numerusform>
            <numerusform>Attention flow through %n layers of %1</numerusform>
        </translation>
    </message>
</context>
</TS>
