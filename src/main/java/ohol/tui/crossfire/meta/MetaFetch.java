package ohol.tui.crossfire.meta;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/** Asks a metaserver for its list of servers, an HTTP GET as the GTK client's curl call makes. */
public final class MetaFetch {
    /** Most bytes of the answer read: the real list is a few kilobytes. */
    public static final int MAX_BYTES = 512 * 1024;

    private final Duration timeout;

    public MetaFetch(Duration timeout) {
        this.timeout = timeout;
    }

    /** The servers listed; an {@link IOException} saying why there is no list. */
    public List<MetaServer> servers(URI metaserver) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder()
                .connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NORMAL)
                .build();
        HttpRequest request =
                HttpRequest.newBuilder(metaserver).timeout(timeout).GET().build();
        HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = response.body()) {
            if (response.statusCode() != 200) {
                throw new IOException("the metaserver answered HTTP " + response.statusCode());
            }
            byte[] bytes = body.readNBytes(MAX_BYTES);
            return MetaList.parse(new String(bytes, StandardCharsets.UTF_8));
        }
    }
}
