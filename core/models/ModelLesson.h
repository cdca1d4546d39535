#pragma once

#include "core/models/LoadedModel.h"
#include "core/pipeline/LessonModel.h"

#include <memory>
#include <string>

namespace attention::models {

/**
 * A real model as the lesson's model: every keystroke runs it on the lesson's sentences (a
 * translator reads the source and scores the typed target, or writes its own where the target is
 * empty) and shows one layer's attention, its heads kept. A decoder keeps its key-value cache and
 * the attention rows of the text it read: a keystroke computes only the tokens after the unchanged
 * prefix. The layer and the side are part of the lesson, so choosing them is an undoable edit
 * (withLayer(), withSide() share the model and what it kept).
 */
class ModelLesson : public LessonModel
{
public:
    ModelLesson(std::shared_ptr<const LoadedModel> model, std::string folder, int layer = -1, AttentionSide side = AttentionSide::Default);
    ~ModelLesson() override;

    Outcome<AttentionResult> compute(const Lesson &lesson) const override;
    Cost cost(const Lesson &lesson) const override;

    const LoadedModel &model() const { return *mModel; }
    const std::shared_ptr<const LoadedModel> &loaded() const { return mModel; }
    const std::string &folder() const { return mFolder; }
    int layer() const { return mLayer; } // 0-based
    int layerCount() const; // of the side shown
    AttentionSide side() const { return mSide; } // never Default: the model's own, resolved
    std::shared_ptr<const ModelLesson> withLayer(int layer) const;
    std::shared_ptr<const ModelLesson> withSide(AttentionSide side) const;

private:
    struct Kept;
    ModelLesson(const ModelLesson &other, int layer, AttentionSide side);
    Outcome<LayerAttentions> decoderAttention(const std::vector<int> &ids) const;

    std::shared_ptr<const LoadedModel> mModel;
    std::string mFolder;
    int mLayer = 0;
    AttentionSide mSide = AttentionSide::Default;
    std::shared_ptr<Kept> mKept;
};

/** The lesson's model where it is a real one, else null. */
std::shared_ptr<const ModelLesson> modelLessonOf(const Lesson &lesson);

} // namespace attention::models
