#include "core/training/TrainedModel.h"

#include "core/pipeline/AttentionResult.h"
#include "core/pipeline/RowSummaries.h"

#include <cctype>
#include <cmath>

namespace attention::training {

namespace {

// The order of AttentionModel's parameters.
enum Parameter { kEmbedding, kWq, kWk, kWv, kGeneral, kAddQ, kAddK, kAddV };

constexpr int kMaxShapeSize = 1024;

AttentionModel modelFor(const TrainedModel &trained, const Task &task)
{
    return AttentionModel(static_cast<int>(task.sourceVocabulary().size()), static_cast<int>(task.targetVocabulary().size()), trained.shape,
                          0);
}

Matrix single(const MatrixD &m)
{
    return m.cast<Scalar>();
}

std::vector<Token> tokensOf(const std::vector<int> &ids, const std::vector<std::string> &vocabulary)
{
    std::vector<Token> tokens;
    for (int id : ids) {
        Token token;
        token.text = vocabulary[static_cast<std::size_t>(id)];
        token.id = id;
        tokens.push_back(token);
    }
    return tokens;
}

/** The model's weights in the core's torch.nn.Linear layout, so views explain them as any lesson's. */
ModelParameters asLessonParameters(const TrainedModel &trained)
{
    const auto &w = trained.parameters;
    const int d = trained.shape.attention;
    ModelParameters p;
    p.Wq = single(w[kWq].transpose());
    p.Wk = single(w[kWk].transpose());
    p.Wv = single(w[kWv].transpose());
    p.Wo = Matrix::Identity(d, d);
    p.bq = p.bk = p.bv = p.bo = Vector::Zero(d);
    p.score.general = single(w[kGeneral]);
    AdditiveParameters &a = p.score.additive;
    a.Wq = single(w[kAddQ].transpose());
    a.Wk = single(w[kAddK].transpose());
    a.bq = a.bk = Vector::Zero(trained.shape.additive);
    a.v = single(w[kAddV].row(0).transpose());
    return p;
}

/** The model with the trained weights in place, or why there cannot be one. */
Outcome<AttentionModel> restoredModel(const TrainedModel &trained, const Task &task)
{
    const ModelShape &s = trained.shape;
    for (int size : {s.embedding, s.positions, s.attention, s.hidden, s.additive})
        if (size < 1 || size > kMaxShapeSize)
            return Message("trained.sizes", ATTENTION_MESSAGE("the trained model's sizes must lie between 1 and %1"), {kMaxShapeSize});
    AttentionModel model = modelFor(trained, task);
    if (!model.setParameters(trained.parameters))
        return Message("trained.weights", ATTENTION_MESSAGE("the trained model's weights do not have the shapes its sizes "
                                                            "describe, or hold a number that is not finite"));
    return model;
}

} // namespace

Outcome<void> checkTrainedModel(const TrainedModel &trained)
{
    const auto model = restoredModel(trained, Task::make(trained.task));
    if (!model)
        return model.problem();
    return {};
}

Message describeTrainedModel(const TrainedModel &trained)
{
    std::string score(scoreFunctionName(trained.shape.score));
    score[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(score[0])));
    return Message("trained.description", ATTENTION_MESSAGE("%1, %2, %3 steps, %4 % of outputs attend to their true source"),
                   {Task::nameOf(trained.task), score, trained.steps, std::lround(100 * trained.alignmentAccuracy)});
}

Outcome<TrainedRun> prepareRun(const TrainedModel &trained, const std::string &source)
{
    const Task task = Task::make(trained.task);
    auto model = restoredModel(trained, task);
    if (!model)
        return Message("trained.unusable", ATTENTION_MESSAGE("The trained model cannot be used: %1."), {model.problem()});
    auto ids = task.encode(source);
    if (!ids)
        return ids.problem();
    return TrainedRun{std::move(*model), task.exampleFor(ids.value())};
}

std::vector<int> writtenTokens(const MatrixD &logits)
{
    std::vector<int> written;
    for (Eigen::Index t = 0; t < logits.rows(); ++t) {
        Eigen::Index best;
        logits.row(t).maxCoeff(&best);
        written.push_back(static_cast<int>(best));
    }
    return written;
}

Outcome<AttentionResult> runTrainedModel(const TrainedModel &trained, const std::string &source)
{
    const Task task = Task::make(trained.task);
    const auto run = prepareRun(trained, source);
    if (!run)
        return run.problem();
    const Example &example = run->example;
    const AttentionModel::Pass pass = run->model.forward(example);
    const std::vector<int> written = writtenTokens(pass.tape.value(pass.logits));

    AttentionResult r;
    AttentionConfig &c = r.config;
    c.score = trained.shape.score == ScoreFunction::MultiHead ? ScoreFunction::ScaledDot : trained.shape.score;
    c.dModel = trained.shape.attention;
    c.heads = 1;
    c.additiveSize = trained.shape.additive;
    c.positionalEncoding = false; // position codes are concatenated to the input, not added
    r.sourceTokens = r.keyTokens = tokensOf(example.source, task.sourceVocabulary());
    r.targetTokens = r.queryTokens = tokensOf(written, task.targetVocabulary());
    const MatrixD &input = pass.tape.value(pass.encoderInput);
    r.keyEmbeddings = single(input.leftCols(trained.shape.embedding));
    r.keyInput = single(input);
    r.queryEmbeddings = r.queryInput = single(pass.tape.value(pass.decoderState));
    r.queryInputMeaning = Message("trained.query_input", ATTENTION_MESSAGE("[codes of the output position | of the source length]"));
    r.keyInputMeaning =
        Message("trained.key_input", ATTENTION_MESSAGE("[embedding | codes of the position from the start | from the end]"));
    r.parameters = std::make_shared<const ModelParameters>(asLessonParameters(trained));
    r.Q = single(pass.tape.value(pass.q));
    r.K = single(pass.tape.value(pass.k));
    r.V = single(pass.tape.value(pass.v));
    r.mask = Mask::Constant(r.queryCount(), r.keyCount(), false);
    auto head = attend(c.score, r.Q, r.K, r.V, r.mask, 1.0, r.parameters->score);
    if (!head)
        return head.problem();
    takeSingleHead(r, std::move(head.value()));
    r.rows = summariseRows(r.weights, r.mask);
    for (std::size_t t = 0; t < example.alignment.size(); ++t)
        for (int s : example.alignment[t])
            r.trueAlignment.emplace_back(static_cast<int>(t), s);
    std::string writes;
    for (const Token &token : r.targetTokens)
        writes += token.text + (trained.task == TaskKind::Dates ? "" : " ");
    while (!writes.empty() && writes.back() == ' ')
        writes.pop_back();
    r.provenance = Message("source.trained", ATTENTION_MESSAGE("trained for %1 steps on %2"), {trained.steps, task.name()});
    r.notes.push_back(Message("note.trained_writes", ATTENTION_MESSAGE("The trained %1 model writes \"%2\"."), {task.name(), writes}));
    return r;
}

Outcome<AttentionResult> TrainedModel::compute(const Lesson &lesson) const
{
    return runTrainedModel(*this, lesson.source);
}

Cost TrainedModel::cost(const Lesson &) const
{
    return Cost{1e5, 1e6}; // a few dozen tokens through a model of a few thousand weights
}

std::shared_ptr<const TrainedModel> trainedModelOf(const Lesson &lesson)
{
    return std::dynamic_pointer_cast<const TrainedModel>(lesson.model);
}

} // namespace attention::training
