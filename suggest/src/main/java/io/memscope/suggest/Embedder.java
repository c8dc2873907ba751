package io.memscope.suggest;

/**
 * Turns a short text into a vector whose cosine with another text's vector says how alike their meanings
 * are. Implementations must be deterministic: the same text always gives the same vector, so the same
 * store always gives the same suggestions.
 */
public interface Embedder {
    float[] embed(String text);

    /** The cosine of the two texts' vectors, from -1 to 1. */
    default double similarity(String a, String b) {
        return cosine(embed(a), embed(b));
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }
}
