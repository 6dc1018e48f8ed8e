/// Namespace for publisher types, most of them returned by operators (`Publishers.Map`, …).
public enum Publishers {}
