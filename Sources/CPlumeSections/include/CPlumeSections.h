// Bounds of the `plume_previews` section, where the `#Preview` macro leaves one record per preview
// (a C function pointer that returns a retained box). Read by PlumeUI's `PreviewRegistry`.
#ifndef CPLUMESECTIONS_H
#define CPLUMESECTIONS_H

/// The first byte of the section in the image that holds this code, or 0 when there is none.
const void *plume_previews_section_begin(void);
/// One past the last byte of that section, or 0 when there is none.
const void *plume_previews_section_end(void);

#endif
