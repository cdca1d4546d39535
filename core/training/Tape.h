#pragma once

#include <Eigen/Core>

#include <functional>
#include <vector>

namespace attention::training {

using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/**
 * Reverse-mode differentiation over Eigen matrices: each operation records its value and how
 * to pass gradients back to its inputs; backward() runs those in reverse order. Just the
 * operations a small attention model needs; every one is checked against finite differences.
 */
class Tape
{
public:
    using Id = int;

    Id input(MatrixD value);
    Id matmul(Id a, Id b);
    Id add(Id a, Id b);
    Id addRow(Id a, Id row); // adds a 1 x n row to every row of a
    Id mulRow(Id a, Id row); // multiplies every row of a by a 1 x n row, entry by entry
    Id columns(Id a, int first, int count);
    /** Each row minus its mean, over its standard deviation (biased, eps 1e-5): LayerNorm
     *  before its weight and bias (mulRow, addRow). */
    Id normalizeRows(Id a);
    Id gelu(Id a); // the exact erf form
    /** Softmax over the cells of each row that `blocked` (same shape, true = blocked) leaves;
     *  blocked cells get 0, and a row with nothing left is all 0. */
    Id maskedSoftmaxRows(Id a, const Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> &blocked);
    Id tanh(Id a);
    Id scale(Id a, double factor);
    Id concatColumns(Id a, Id b);
    Id transpose(Id a);
    Id gatherRows(Id table, const std::vector<int> &indices);
    Id softmaxRows(Id a);
    /** Causal scaled dot-product attention within consecutive blocks of `length` rows (one
     *  block per sequence of a batch): each row of q attends to the rows of k and v of its own
     *  block up to itself. Gives the context; `weights`, if given, receives a node holding each
     *  row's weights over its block's positions ([rows][length], no gradient flows through it). */
    Id blockCausalAttention(Id q, Id k, Id v, int length, double scale, Id *weights = nullptr);
    /** Bahdanau's scores: s_ij = v . tanh(qa_i + kb_j), v a 1 x a row. */
    Id additiveScores(Id qa, Id kb, Id v);
    /** Mean cross-entropy of each row of logits against its target class. */
    Id crossEntropy(Id logits, const std::vector<int> &targets);

    const MatrixD &value(Id id) const { return mNodes[static_cast<std::size_t>(id)].value; }
    const MatrixD &gradient(Id id) const { return mNodes[static_cast<std::size_t>(id)].gradient; }
    /** Gradients of a 1 x 1 node with respect to everything before it (those of an earlier
     *  backward are cleared first). */
    void backward(Id scalar);

private:
    /** Passes a node's gradient back to its inputs. It is handed the tape it runs on and
     *  captures only ids and constants, never the tape: a copied or moved tape stays whole. */
    using PullBack = std::function<void(Tape &)>;
    struct Node
    {
        MatrixD value;
        MatrixD gradient;
        PullBack pullBack;
    };
    Id push(MatrixD value, PullBack pullBack = {});
    MatrixD &grad(Id id) { return mNodes[static_cast<std::size_t>(id)].gradient; }
    /** d(softmax of each row of a) = y * (g - y . g), row by row, for out = softmax(a). */
    void softmaxRowsBackward(Id a, Id out);

    std::vector<Node> mNodes;
};

} // namespace attention::training
