/* The baseline for `make bench`: pull every libyaml event of each file named
 * and do nothing else, on one core, so a11ylint's time can be given as a ratio
 * of it. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static int scan(const char *path, long *events) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        return 2;
    }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            yaml_parser_delete(&parser);
            fclose(file);
            return 2;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        (*events)++;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yaml-scan FILE...\n");
        return 64;
    }
    long events = 0;
    for (int i = 1; i < argc; i++) {
        int status = scan(argv[i], &events);
        if (status != 0) return status;
    }
    printf("%ld events\n", events);
    return 0;
}
