/**
 * The blocks in the editor, without a build step: each element's attributes as settings in the sidebar, and the
 * element as the page will show it (rendered by the server, hydrated by the loader).
 */
((wp, data) => {
  const el = wp.element.createElement;
  const { BaseControl, CheckboxControl, PanelBody, SelectControl, TextControl } = wp.components;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const unset = {
    oneOf: (spec) => `Default (${spec.default})`,
    maybeOneOf: () => 'None',
    language: () => "The site's language",
  };

  const control = (name, spec, props) => {
    const value = props.attributes[spec.setting] || '';
    const set = (next) => props.setAttributes({ [spec.setting]: next });
    const common = { key: name, label: name, help: spec.help };
    if (spec.kind === 'list') {
      const chosen = value ? value.split(',') : [];
      const toggle = (option, on) => set(spec.values.filter((v) => (v === option ? on : chosen.includes(v))).join(','));
      return el(
        BaseControl,
        common,
        spec.values.map((option) =>
          el(CheckboxControl, {
            key: option,
            label: option,
            checked: chosen.includes(option),
            onChange: (on) => toggle(option, on),
          }),
        ),
      );
    }
    if (spec.kind in unset) {
      const values = spec.kind === 'language' ? data.languages : spec.values;
      const options = [{ label: unset[spec.kind](spec), value: '' }, ...values.map((v) => ({ label: v, value: v }))];
      return el(SelectControl, { ...common, value, options, onChange: set });
    }
    return el(TextControl, { ...common, value, onChange: set, placeholder: 'Default: see Settings › Phoenix Bionics' });
  };

  for (const element of Object.values(data.elements)) {
    wp.blocks.registerBlockType(element.block, {
      apiVersion: 2,
      title: element.title,
      description: element.description,
      category: 'embed',
      icon: 'admin-site-alt3',
      edit: (props) =>
        el(
          'div',
          useBlockProps(),
          el(
            InspectorControls,
            null,
            el(
              PanelBody,
              { title: 'Settings' },
              Object.entries(element.attributes).map(([name, spec]) => control(name, spec, props)),
            ),
          ),
          el(wp.serverSideRender, { block: element.block, attributes: props.attributes }),
        ),
      save: () => null,
    });
  }
})(window.wp, window.phxElements);
