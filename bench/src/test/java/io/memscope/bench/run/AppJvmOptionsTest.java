package io.memscope.bench.run;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The benchmark's figures stand for memscope as the README starts it ({@code mvn javafx:run}) only if its
 * measuring process runs under the same JVM options as that launch.
 */
class AppJvmOptionsTest {
    @Test
    void theBenchmarkRunsUnderTheOptionsTheWindowIsLaunchedWith() throws Exception {
        Document pom = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Path.of("app", "pom.xml").toFile());
        List<String> launched = new ArrayList<>();
        NodeList plugins = pom.getElementsByTagName("plugin");
        for (int i = 0; i < plugins.getLength(); i++) {
            Element plugin = (Element) plugins.item(i);
            if (plugin.getElementsByTagName("artifactId").item(0).getTextContent().equals("javafx-maven-plugin")) {
                NodeList options = plugin.getElementsByTagName("option");
                for (int j = 0; j < options.getLength(); j++) {
                    launched.add(options.item(j).getTextContent().trim());
                }
            }
        }
        assertThat(launched).isNotEmpty().isEqualTo(AppJvmOptions.OPTIONS);
    }
}
