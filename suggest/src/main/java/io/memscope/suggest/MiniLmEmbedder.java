package io.memscope.suggest;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * The quantized all-MiniLM-L6-v2 sentence model, shipped inside its jar and run in-process by ONNX Runtime:
 * nothing is fetched at run time. Each distinct text is embedded once; the model is loaded on first use,
 * so a store with nothing to compare never pays for it.
 */
public final class MiniLmEmbedder implements Embedder {
    /** The texts embedded last: a window reuses one embedder for every store it opens, so the cache is bounded. */
    private static final int CACHED_TEXTS = 20_000;
    private final Map<String, float[]> cache = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
            return size() > CACHED_TEXTS;
        }
    };
    private EmbeddingModel model;

    @Override
    public synchronized float[] embed(String text) {
        return cache.computeIfAbsent(text, t -> model().embed(t).content().vector());
    }

    private EmbeddingModel model() {
        if (model == null) {
            // one text at a time on the caller's thread: the order of work never changes a vector
            Executor sameThread = Runnable::run;
            model = new AllMiniLmL6V2QuantizedEmbeddingModel(sameThread);
        }
        return model;
    }
}
