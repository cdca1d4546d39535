#include "core/explain/AttentionFlow.h"

#include <algorithm>
#include <limits>
#include <queue>

namespace attention {

namespace {

Outcome<void> checkLayers(const std::vector<Matrix> &layers)
{
    if (layers.empty())
        return Message("explain.no_layers", ATTENTION_MESSAGE("tracing attention through layers needs at least one layer"));
    const Eigen::Index n = layers.front().rows();
    for (const Matrix &layer : layers)
        if (n == 0 || layer.rows() != n || layer.cols() != n)
            return Message("explain.square",
                           ATTENTION_MESSAGE("rollout and flow follow self attention: every layer must be n x n with the same n"));
    return {};
}

/** Dinic's maximum flow over a graph of double capacities. */
class MaxFlow
{
public:
    explicit MaxFlow(int nodes) : mEdges(static_cast<std::size_t>(nodes)), mLevel(std::size_t(nodes)), mNext(std::size_t(nodes)) {}

    void addEdge(int from, int to, double capacity)
    {
        mEdges[std::size_t(from)].push_back({to, capacity, int(mEdges[std::size_t(to)].size())});
        mEdges[std::size_t(to)].push_back({from, 0.0, int(mEdges[std::size_t(from)].size()) - 1});
    }

    /** Resets every edge to its capacity (the graph is reused for every pair of ends). */
    void restore()
    {
        for (auto &edges : mEdges)
            for (Edge &e : edges)
                e.left = e.capacity;
    }

    double run(int source, int sink)
    {
        double total = 0;
        while (levels(source, sink)) {
            std::fill(mNext.begin(), mNext.end(), 0);
            for (double pushed; (pushed = push(source, sink, std::numeric_limits<double>::infinity())) > kEpsilon;)
                total += pushed;
        }
        return total;
    }

private:
    static constexpr double kEpsilon = 1e-12; // below this an edge counts as full
    struct Edge
    {
        int to;
        double capacity;
        int reverse;
        double left = capacity;
    };

    bool levels(int source, int sink)
    {
        std::fill(mLevel.begin(), mLevel.end(), -1);
        std::queue<int> queue;
        mLevel[std::size_t(source)] = 0;
        queue.push(source);
        while (!queue.empty()) {
            const int node = queue.front();
            queue.pop();
            for (const Edge &e : mEdges[std::size_t(node)])
                if (e.left > kEpsilon && mLevel[std::size_t(e.to)] < 0) {
                    mLevel[std::size_t(e.to)] = mLevel[std::size_t(node)] + 1;
                    queue.push(e.to);
                }
        }
        return mLevel[std::size_t(sink)] >= 0;
    }

    double push(int node, int sink, double amount)
    {
        if (node == sink)
            return amount;
        auto &edges = mEdges[std::size_t(node)];
        for (int &k = mNext[std::size_t(node)]; k < int(edges.size()); ++k) {
            Edge &e = edges[std::size_t(k)];
            if (e.left <= kEpsilon || mLevel[std::size_t(e.to)] != mLevel[std::size_t(node)] + 1)
                continue;
            const double pushed = push(e.to, sink, std::min(amount, e.left));
            if (pushed > kEpsilon) {
                e.left -= pushed;
                mEdges[std::size_t(e.to)][std::size_t(e.reverse)].left += pushed;
                return pushed;
            }
        }
        return 0;
    }

    std::vector<std::vector<Edge>> mEdges;
    std::vector<int> mLevel, mNext;
};

} // namespace

Matrix withResidual(const Matrix &attention)
{
    Matrix tilde = Scalar(0.5) * attention + Scalar(0.5) * Matrix::Identity(attention.rows(), attention.cols());
    for (Eigen::Index i = 0; i < tilde.rows(); ++i) {
        const Scalar sum = tilde.row(i).sum();
        if (sum > 0)
            tilde.row(i) /= sum;
    }
    return tilde;
}

Cost rolloutCost(double layers, double n)
{
    constexpr double kFloat = sizeof(float);
    return {layers * (2 * n * n * n + 4 * n * n), (layers + 3) * n * n * kFloat};
}

Cost flowCost(double layers, double n)
{
    constexpr double kEdgeBytes = 2 * 32; // an edge and its reverse
    constexpr double kWorkPerEdgeVisit = 20; // multiply-adds' time, as measured above
    const double edges = layers * n * n;
    return {kWorkPerEdgeVisit * n * n * edges * layers, edges * kEdgeBytes + (layers + 1) * n * 48 + (layers + 2) * n * n * sizeof(float)};
}

namespace {

Outcome<void> traceWithinBudget(const Cost &cost, const char *code, const char *what)
{
    return withinBudget(cost, Message(code, what), Message("explain.advice", ATTENTION_MESSAGE("trace fewer layers or fewer tokens")));
}

} // namespace

Outcome<Matrix> attentionRollout(const std::vector<Matrix> &layers)
{
    if (auto ok = checkLayers(layers); !ok)
        return ok.problem();
    if (auto ok = traceWithinBudget(rolloutCost(double(layers.size()), double(layers.front().rows())), "explain.rollout_what",
                                    ATTENTION_MESSAGE("Attention rollout through these layers"));
        !ok)
        return ok.problem();
    Matrix rollout = withResidual(layers.front());
    for (std::size_t l = 1; l < layers.size(); ++l)
        rollout = withResidual(layers[l]) * rollout; // R_l = Ã_l R_{l-1}
    return rollout;
}

Outcome<Matrix> attentionFlow(const std::vector<Matrix> &layers)
{
    if (auto ok = checkLayers(layers); !ok)
        return ok.problem();
    const int n = int(layers.front().rows()), L = int(layers.size());
    if (n > kMostFlowTokens)
        return Message(
            "explain.flow_size",
            ATTENTION_MESSAGE("attention flow solves a max-flow per pair of tokens: at most %1 tokens, not %2 (rollout has no limit)"),
            {kMostFlowTokens, n});
    if (auto ok = traceWithinBudget(flowCost(L, n), "explain.flow_what", ATTENTION_MESSAGE("Attention flow through these layers")); !ok)
        return ok.problem();
    // Node (l, i) = l * n + i for l = 0..L; edges run from layer l - 1 up to layer l.
    MaxFlow graph((L + 1) * n);
    for (int l = 1; l <= L; ++l) {
        const Matrix tilde = withResidual(layers[std::size_t(l - 1)]);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                if (tilde(i, j) > 0)
                    graph.addEdge((l - 1) * n + j, l * n + i, double(tilde(i, j)));
    }
    Matrix flow(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            graph.restore();
            flow(i, j) = Scalar(graph.run(j, L * n + i));
        }
    return flow;
}

Matrix flowShares(const Matrix &flow)
{
    Matrix shares = flow;
    for (Eigen::Index i = 0; i < shares.rows(); ++i)
        if (const Scalar sum = shares.row(i).sum(); sum > 0)
            shares.row(i) /= sum;
    return shares;
}

} // namespace attention
