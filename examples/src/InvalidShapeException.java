/** Thrown when a shape is given a negative (or otherwise impossible) dimension. */
public class InvalidShapeException extends RuntimeException {
    public InvalidShapeException(String message) {
        super(message);
    }
}
