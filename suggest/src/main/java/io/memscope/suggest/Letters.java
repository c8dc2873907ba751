package io.memscope.suggest;

import java.text.Normalizer;
import java.util.regex.Pattern;

/** A name in plain Latin letters, the way agents write field names that a language writes with accents. */
final class Letters {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private Letters() {
    }

    /** Accents left out, and the letters no accent makes spelt as their nearest plain ones: "lakcím" is "lakcim". */
    static String plain(String text) {
        String s = text.replace("æ", "ae").replace("Æ", "Ae").replace("ø", "o").replace("Ø", "O")
                .replace("œ", "oe").replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("ı", "i")
                .replace("đ", "d").replace("Đ", "D").replace("þ", "th");
        return MARKS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
    }

    /** Umlauts and their Nordic kin written out, as German and Danish do without them: "tømning" is "toemning". */
    static String umlautsOut(String text) {
        return plain(text.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ø", "oe")
                .replace("å", "aa").replace("Ä", "Ae").replace("Ö", "Oe").replace("Ü", "Ue"));
    }
}
