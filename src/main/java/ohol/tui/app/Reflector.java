package ohol.tui.app;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.net.LoginHasher;

/**
 * Asks the reflector which server to play on, as the official client does ({@code game.cpp},
 * {@code ServerActionPage.cpp}, {@code reflector/protocol.txt}):
 * {@code GET URL?action=reflect&email=EMAIL[&twin_code=SHA1]}, answered by five words,
 * {@code host port requiredVersion autoUpdateURL OK}. A request not answered in time is asked again.
 */
final class Reflector {
    /** The official client's {@code settings/reflectorURL.ini}. */
    static final String OFFICIAL = "http://onehouronelife.com/reflector/server.php";

    /** Largest answer read: five words. */
    static final int MAX_ANSWER_BYTES = 4096;

    /** How long one request may take ({@code webRetrySeconds}: 16 s as shipped), and how many are made. */
    record Timing(Duration perRequest, int tries) {
        static final Timing OFFICIAL = new Timing(Duration.ofSeconds(16), 3);
    }

    /** What the reflector said: each has the one line the player reads. */
    sealed interface Answer {
        String line();
    }

    /** The server to play on, and the client version it requires. */
    record Server(String host, int port, int requiredVersion, String updateUrl) implements Answer {
        @Override
        public String line() {
            return "the reflector sends us to " + host + ":" + port;
        }
    }

    /** {@code NONE_FOUND}: the servers are down. */
    record NoneFound() implements Answer {
        @Override
        public String line() {
            return "the reflector found no server to play on: the official servers are down (try again later)";
        }
    }

    /** {@code DENIED}: a refusal. */
    record Denied() implements Answer {
        @Override
        public String line() {
            return "the reflector refused to name a server (DENIED)";
        }
    }

    /** An answer that is none of the above. */
    record BadAnswer(String what) implements Answer {
        @Override
        public String line() {
            return "the reflector's answer cannot be read: " + what;
        }
    }

    /** No answer at all, after every try. */
    record NoAnswer(String what) implements Answer {
        @Override
        public String line() {
            return what;
        }
    }

    private final URI base;
    private final Timing timing;
    private final HttpClient http;

    private Reflector(URI base, Timing timing) {
        this.base = base;
        this.timing = timing;
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(timing.perRequest())
                .followRedirects(HttpClient.Redirect.NORMAL)
                .build();
    }

    /** The reflector at {@code url}; a URL that is not http(s) is the user's mistake. */
    static Reflector at(String url, Timing timing) throws UserError {
        try {
            URI uri = new URI(url);
            if (uri.getScheme() == null
                    || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))
                    || uri.getHost() == null) {
                throw new UserError("the reflector URL '" + ServerText.clean(url, 80) + "' is not an http URL");
            }
            return new Reflector(uri, timing);
        } catch (URISyntaxException e) {
            throw new UserError("the reflector URL '" + ServerText.clean(url, 80) + "' is not a URL");
        }
    }

    /** The request the official client makes: the email percent-encoded, the twin code as its SHA-1. */
    URI query(String email, Optional<String> twinCode) {
        StringBuilder q = new StringBuilder(base.toString())
                .append("?action=reflect&email=")
                .append(URLEncoder.encode(email, StandardCharsets.UTF_8));
        twinCode.ifPresent(code -> q.append("&twin_code=").append(LoginHasher.twinCodeHash(code)));
        return URI.create(q.toString());
    }

    /** Asks, trying again when a request is not answered in time or fails on the way. */
    Answer ask(String email, Optional<String> twinCode) throws InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(query(email, twinCode))
                .timeout(timing.perRequest())
                .header("User-Agent", "ohol-tui")
                .GET()
                .build();
        String lastProblem = "";
        for (int attempt = 1; attempt <= timing.tries(); attempt++) {
            CompletableFuture<HttpResponse<byte[]>> sent = http.sendAsync(request, info -> capped());
            try {
                HttpResponse<byte[]> response = sent.get(timing.perRequest().toMillis(), TimeUnit.MILLISECONDS);
                return parse(response.statusCode(), new String(response.body(), StandardCharsets.UTF_8));
            } catch (TimeoutException e) {
                sent.cancel(true);
                lastProblem = "no answer within " + seconds(timing.perRequest());
            } catch (ExecutionException e) {
                // the request's own timeout may fire a moment before ours: the same thing said the same way
                lastProblem = e.getCause() instanceof java.net.http.HttpTimeoutException
                        ? "no answer within " + seconds(timing.perRequest())
                        : why(e.getCause());
            }
        }
        return new NoAnswer("the reflector at " + base + " did not answer (" + timing.tries() + " tries, last: "
                + lastProblem + ")");
    }

    /** The body, at most {@link #MAX_ANSWER_BYTES} of it (the rest is not read). */
    private static HttpResponse.BodySubscriber<byte[]> capped() {
        return HttpResponse.BodySubscribers.mapping(HttpResponse.BodySubscribers.ofInputStream(), Reflector::upTo);
    }

    private static byte[] upTo(InputStream in) {
        try (in) {
            return in.readNBytes(MAX_ANSWER_BYTES);
        } catch (IOException e) {
            return new byte[0];
        }
    }

    /** Reads an answer as {@code ServerActionPage::step} does. */
    static Answer parse(int status, String body) {
        if (status / 100 != 2) {
            return new BadAnswer("HTTP status " + status);
        }
        if (body.isEmpty()) {
            return new BadAnswer("it is empty");
        }
        if (body.contains("DENIED")) {
            return new Denied();
        }
        String[] words = body.strip().split("\\s+");
        if (words.length != 5 || !words[4].equals("OK")) {
            return new BadAnswer("'" + ServerText.clean(body.strip(), 60) + "'");
        }
        if (words[0].contains("NONE_FOUND")) {
            return new NoneFound();
        }
        try {
            int port = Integer.parseInt(words[1]);
            int required = Integer.parseInt(words[2]);
            if (port < 1 || port > 65535) {
                return new BadAnswer("port " + port);
            }
            return new Server(ServerText.clean(words[0], 253), port, required, ServerText.clean(words[3], 200));
        } catch (NumberFormatException e) {
            return new BadAnswer("'" + ServerText.clean(body.strip(), 60) + "'");
        }
    }

    private static String why(Throwable e) {
        if (e instanceof java.net.ConnectException) {
            return "connection refused";
        }
        if (e instanceof java.net.http.HttpTimeoutException) {
            return "no answer in time";
        }
        String m = e.getMessage();
        return m == null ? "the request failed" : ServerText.clean(m, 120);
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
